"use client";

import { useTransition, type FormEvent } from "react";

import type { FormToast } from "@/lib/forms/form-state";
import { showFormToast } from "@/lib/forms/show-form-toast";
import { notifySamplesChanged } from "@/lib/samples/cart-count-store";

/**
 * The in-place half of a sample-cart form (add or remove): with JavaScript the post becomes a
 * call to the in-place action, its answer a toast, and the header's count is told to re-read the
 * cart. Without JavaScript the form posts to its action and the page answers instead.
 */
export function useCartAction(
  runInPlace: () => Promise<{ toast?: FormToast }>,
  failure: string,
): { pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    startTransition(async () => {
      try {
        const result = await runInPlace();
        showFormToast(result.toast, "samples-cart");
        notifySamplesChanged();
      } catch {
        showFormToast(
          { title: "Error", description: failure, tone: "destructive" },
          "samples-cart",
        );
      }
    });
  }

  return { pending, onSubmit };
}
