import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { EmptyState } from "@/components/catalog/empty-state";
import { PageHeader } from "@/components/page/page-header";
import { CartNotice } from "@/components/samples/cart-notice";
import { CheckoutStateProvider } from "@/components/samples/checkout-state";
import { OrderSummary } from "@/components/samples/order-summary";
import { ShippingForm } from "@/components/samples/shipping-form";
import { LinkButton } from "@/components/ui/link-button";
import type { Locale } from "@/i18n/routing";
import { getProductById } from "@/lib/catalog/lookups";
import type { FormToast } from "@/lib/forms/form-state";
import { parseProductId } from "@/lib/samples/cart";
import type { ResolvedCart } from "@/lib/samples/cart-lines";
import { cartNoticeToast, droppedSampleNotice, isCartNotice } from "@/lib/samples/cart-messages";
import { formatSampleMoney, toCents } from "@/lib/samples/money";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function checkoutPageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "samples.checkoutPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description"),
    path: "/checkout",
    noindex: true,
  });
}

/** The notice a post without JavaScript asked for (`?notice=added&product=1001`). */
function postNotice(
  params: Record<string, string | string[] | undefined>,
  locale: Locale,
): FormToast | undefined {
  const notice = params.notice;
  if (!isCartNotice(notice)) return undefined;
  const id = parseProductId(params.product);
  const product = id === undefined ? undefined : getProductById(id);
  return cartNoticeToast(notice, product?.name, locale);
}

/**
 * The sample cart, read on the server from the cookie: the empty state, or "Checkout"
 * with the order summary and the Shipping Information form. `query` carries the notice of a
 * post made without JavaScript.
 */
export async function CheckoutPage({
  locale,
  cart,
  query,
}: {
  locale: Locale;
  cart: ResolvedCart;
  query: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: "samples.checkoutPage" });
  const policy = localizedSamplePolicy(locale);
  const notices = [
    postNotice(query, locale),
    cart.unknownIds.length > 0 ? droppedSampleNotice(locale) : undefined,
  ].filter((notice): notice is FormToast => notice !== undefined);

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-page px-5 pt-14 pb-24 sm:px-8 lg:px-12 lg:pt-20 lg:pb-32">
        {notices.map((notice) => (
          <CartNotice key={notice.title} notice={notice} className="mb-8" />
        ))}
        <EmptyState
          headingLevel={1}
          title={t("empty.title")}
          text={t("empty.text", {
            max: policy.maxPerRequest,
            size: policy.size,
            price: formatSampleMoney(toCents(policy.price), locale),
          })}
        >
          <LinkButton href="/samples">{t("empty.browse")}</LinkButton>
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={<p>{t("lead")}</p>} />
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
                {t("shippingHeading")}
              </h2>
              <p className="mt-3 max-w-prose text-muted-foreground">{t("requiredNote")}</p>
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
