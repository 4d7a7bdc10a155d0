"use client";

import { useLocale } from "@/i18n/client-intl";
import { useCartAction } from "@/lib/hooks/use-cart-action";
import { cartLocaleField } from "@/lib/samples/cart";
import { removeSampleFromCart, removeSampleInPlace } from "@/server/samples/cart-actions";

/**
 * Takes one sample out of the cart. A form post without JavaScript (it lands back on the cart in
 * the page's language); with it, the cookie changes in place and the cart re-renders from the
 * server without a page load. Its words come from the server, as the summary around it renders.
 */
export function RemoveSampleButton({
  productId,
  productName,
  label,
  failure,
}: {
  productId: number;
  productName: string;
  /** "Remove"; the product's name follows for screen readers. */
  label: string;
  /** The toast when the call fails. */
  failure: string;
}) {
  const locale = useLocale();
  const { pending, onSubmit } = useCartAction(
    () => removeSampleInPlace(productId, locale),
    failure,
  );

  return (
    <form action={removeSampleFromCart} onSubmit={onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name={cartLocaleField} value={locale} />
      {/* The same quiet text button as "Add sample" on the cards. */}
      <button type="submit" aria-disabled={pending || undefined} className="card-action">
        {label}
        <span className="sr-only"> {productName}</span>
      </button>
    </form>
  );
}
