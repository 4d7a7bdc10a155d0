import type { Metadata } from "next";

import { EmptyState } from "@/components/catalog/empty-state";
import { PageHeader } from "@/components/page/page-header";
import { CartNotice } from "@/components/samples/cart-notice";
import { CheckoutStateProvider } from "@/components/samples/checkout-state";
import { OrderSummary } from "@/components/samples/order-summary";
import { ShippingForm } from "@/components/samples/shipping-form";
import { LinkButton } from "@/components/ui/link-button";
import { getProductById } from "@/lib/catalog/lookups";
import { samplePolicy } from "@/content/samples";
import type { FormToast } from "@/lib/forms/form-state";
import { parseProductId } from "@/lib/samples/cart";
import { cartNoticeToast, isCartNotice } from "@/lib/samples/cart-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { readCart } from "@/server/samples/sample-cart";

export const metadata: Metadata = pageMetadata({
  title: "Sample Checkout",
  description:
    "Review the wallpaper samples you chose and tell us where to send them. No payment online: the showroom confirms shipping with you first.",
  path: "/checkout",
  noindex: true,
});

type CheckoutPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const unknownNotice: FormToast = {
  title: "A sample was removed",
  description:
    "One of the wallpapers in your samples is no longer in our catalogue, so we took it out of your request.",
  tone: "destructive",
};

/** The notice a post without JavaScript asked for (`?notice=added&product=1001`). */
function postNotice(params: Record<string, string | string[] | undefined>): FormToast | undefined {
  const notice = params.notice;
  if (!isCartNotice(notice)) return undefined;
  const id = parseProductId(params.product);
  const product = id === undefined ? undefined : getProductById(id);
  return cartNoticeToast(notice, product?.name);
}

/**
 * The sample cart, read on the server from the cookie: the empty state, or "Checkout"
 * with the order summary and the Shipping Information form.
 */
export default async function CheckoutPage({ searchParams }: CheckoutPageProps) {
  const [cart, params] = await Promise.all([readCart(), searchParams]);
  const notices = [
    postNotice(params),
    cart.unknownIds.length > 0 ? unknownNotice : undefined,
  ].filter((notice): notice is FormToast => notice !== undefined);

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-page px-5 pt-14 pb-24 sm:px-8 lg:px-12 lg:pt-20 lg:pb-32">
        {notices.map((notice) => (
          <CartNotice key={notice.title} notice={notice} className="mb-8" />
        ))}
        <EmptyState
          headingLevel={1}
          title="Your Cart is Empty"
          text={`Choose up to ${samplePolicy.maxPerRequest} wallpapers to see in your own light. Samples are ${samplePolicy.size} and cost $${samplePolicy.price.toFixed(2)} each.`}
        >
          <LinkButton href="/samples">Browse Samples</LinkButton>
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Samples"
        title="Checkout"
        lead={
          <p>
            Tell us where to send your samples. Nothing is charged here: we confirm shipping and any
            tax with you before they leave the showroom.
          </p>
        }
      />
      <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
        {notices.map((notice) => (
          <CartNotice key={notice.title} notice={notice} className="mb-8" />
        ))}
        <CheckoutStateProvider>
          <div className="grid gap-12 lg:grid-cols-12 lg:gap-x-16">
            <div className="lg:col-span-5 lg:col-start-8 lg:row-start-1">
              <OrderSummary lines={cart.lines} />
            </div>
            <section aria-labelledby="shipping-title" className="lg:col-span-7 lg:row-start-1">
              <h2 id="shipping-title" className="text-3xl sm:text-4xl">
                Shipping Information
              </h2>
              <p className="mt-3 max-w-prose text-muted-foreground">
                Fields marked with an asterisk are required.
              </p>
              <div className="mt-8">
                <ShippingForm labelledBy="shipping-title" />
              </div>
            </section>
          </div>
        </CheckoutStateProvider>
      </div>
    </>
  );
}
