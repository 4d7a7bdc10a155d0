"use client";

import { useCartAction } from "@/lib/hooks/use-cart-action";
import { removeSampleFromCart, removeSampleInPlace } from "@/server/samples/cart-actions";

/**
 * Takes one sample out of the cart. A form post without JavaScript; with it, the cookie changes
 * in place and the cart re-renders from the server without a page load.
 */
export function RemoveSampleButton({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const { pending, onSubmit } = useCartAction(
    () => removeSampleInPlace(productId),
    "The sample could not be removed. Please try again.",
  );

  return (
    <form action={removeSampleFromCart} onSubmit={onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      {/* The same quiet text button as "Add sample" on the cards. */}
      <button type="submit" aria-disabled={pending || undefined} className="card-action">
        Remove<span className="sr-only"> {productName}</span>
      </button>
    </form>
  );
}
