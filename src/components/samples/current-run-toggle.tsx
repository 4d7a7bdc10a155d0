"use client";

import { Checkbox } from "@/components/ui/checkbox";

import { checkoutFormId, useCheckoutForm } from "./checkout-form-context";

/** One line's "cutting from the current run" box; it belongs to the checkout form by its id. */
export function CurrentRunToggle({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
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
          Cut from the current run<span className="sr-only"> for {productName}</span>
        </>
      }
      className="py-1 text-xs"
    />
  );
}
