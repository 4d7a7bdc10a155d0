"use client";

import { useCartAction } from "@/lib/hooks/use-cart-action";
import { addSampleInPlace, addSampleToCart } from "@/server/samples/cart-actions";

/**
 * The interactive leaf of "Add sample" for one wallpaper. It takes its button's classes as a
 * string from the server (see AddSampleButton), so the button primitive and its variant code do
 * not ship to the browser with every product card. Without JavaScript it is a form post that
 * lands on the cart with a notice; with it, the sample is added in place and a toast says what
 * happened (added, already there, or the request is full).
 */
export function AddSampleForm({
  productId,
  productName,
  buttonClassName,
  formClassName,
}: {
  productId: number;
  productName: string;
  buttonClassName: string;
  formClassName?: string;
}) {
  const { pending, onSubmit } = useCartAction(
    () => addSampleInPlace(productId),
    "The sample could not be added. Please try again.",
  );

  return (
    <form action={addSampleToCart} onSubmit={onSubmit} className={formClassName}>
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        data-slot="button"
        aria-disabled={pending || undefined}
        className={buttonClassName}
      >
        Add sample<span className="sr-only"> of {productName}</span>
      </button>
    </form>
  );
}
