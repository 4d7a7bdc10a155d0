"use client";

import { Checkbox } from "@/components/ui/checkbox";

import { checkoutFormId, useCheckoutForm } from "./checkout-form-context";

/** One line's "cutting from the current run" box; it belongs to the checkout form by its id. */
export function CurrentRunToggle({
  productId,
  label,
  forProduct,
}: {
  productId: number;
  /** "Cut from the current run" */
  label: string;
  /** "for Fronds": read by screen readers only, after the label. */
  forProduct: string;
}) {
  const { state } = useCheckoutForm();
  return (
    <Checkbox
      form={checkoutFormId}
      name="currentRun"
      value={productId}
      defaultChecked={state.currentRun?.includes(productId) ?? false}
      label={
        <>
          {label}
          <span className="sr-only"> {forProduct}</span>
        </>
      }
      className="py-1 text-xs"
    />
  );
}
