"use client";

import { useTransition, type FormEvent } from "react";

import { showFormToast } from "@/components/forms/show-form-toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import { addSampleInPlace, addSampleToCart } from "@/server/actions/sample-cart";

import { notifySamplesChanged } from "./sample-count-store";

/**
 * "Add sample" for one wallpaper. Without JavaScript it is a form post that lands on the cart
 * with a notice; with it, the sample is added in place and a toast says what happened (added,
 * already there, or the request is full).
 */
export function AddSampleButton({
  productId,
  productName,
  variant = "outline",
  size,
  className,
  formClassName,
}: {
  productId: number;
  productName: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  formClassName?: string;
}) {
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    startTransition(async () => {
      try {
        const result = await addSampleInPlace(productId);
        showFormToast(result.toast, "samples-cart");
        notifySamplesChanged();
      } catch {
        showFormToast(
          {
            title: "Error",
            description: "The sample could not be added. Please try again.",
            tone: "destructive",
          },
          "samples-cart",
        );
      }
    });
  }

  return (
    <form action={addSampleToCart} onSubmit={onSubmit} className={formClassName}>
      <input type="hidden" name="productId" value={productId} />
      <Button
        type="submit"
        variant={variant}
        size={size}
        aria-disabled={pending || undefined}
        className={className}
      >
        Add sample<span className="sr-only"> of {productName}</span>
      </Button>
    </form>
  );
}
