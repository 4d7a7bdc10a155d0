"use client";

import { useTransition, type FormEvent } from "react";

import { showFormToast } from "@/components/forms/show-form-toast";
import { Button } from "@/components/ui/button";
import { removeSampleFromCart, removeSampleInPlace } from "@/server/actions/sample-cart";

import { notifySamplesChanged } from "./sample-count-store";

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
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    startTransition(async () => {
      try {
        const result = await removeSampleInPlace(productId);
        showFormToast(result.toast, "samples-cart");
        notifySamplesChanged();
      } catch {
        showFormToast(
          {
            title: "Error",
            description: "The sample could not be removed. Please try again.",
            tone: "destructive",
          },
          "samples-cart",
        );
      }
    });
  }

  return (
    <form action={removeSampleFromCart} onSubmit={onSubmit}>
      <input type="hidden" name="productId" value={productId} />
      <Button
        type="submit"
        variant="quiet"
        size="sm"
        aria-disabled={pending || undefined}
        className="px-0 tracking-[0.06em] uppercase"
      >
        Remove<span className="sr-only"> {productName}</span>
      </Button>
    </form>
  );
}
