"use client";

import { useLocale } from "@/i18n/client-intl";
import { useCartAction } from "@/lib/hooks/use-cart-action";
import { cartLocaleField } from "@/lib/samples/cart";
import { addSampleInPlace, addSampleToCart } from "@/server/samples/cart-actions";

/** The words every "Add sample" button shares. */
export type AddSampleTexts = {
  /** "Add sample" */
  label: string;
  /** The toast when the call fails. */
  failure: string;
};

/**
 * The interactive leaf of "Add sample" for one wallpaper. It takes its button's classes and its
 * words as strings from the server (see AddSampleButton), so the button primitive, its variant
 * code and the message files do not ship to the browser with every product card. Without
 * JavaScript it is a form post that lands on the cart, in the page's language, with a notice;
 * with it, the sample is added in place and a toast says what happened (added, already there, or
 * the request is full).
 */
export function AddSampleForm({
  productId,
  texts,
  ofProduct,
  buttonClassName,
  formClassName,
}: {
  productId: number;
  texts: AddSampleTexts;
  /** "of Fronds": read by screen readers only, after the label. */
  ofProduct: string;
  buttonClassName: string;
  formClassName?: string;
}) {
  const locale = useLocale();
  const { pending, onSubmit } = useCartAction(
    () => addSampleInPlace(productId, locale),
    texts.failure,
  );

  return (
    <form action={addSampleToCart} onSubmit={onSubmit} className={formClassName}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name={cartLocaleField} value={locale} />
      <button
        type="submit"
        data-slot="button"
        aria-disabled={pending || undefined}
        className={buttonClassName}
      >
        {texts.label}
        <span className="sr-only"> {ofProduct}</span>
      </button>
    </form>
  );
}
