import type { VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cx } from "@/lib/utils/cx";

import { buttonVariants } from "./button-variants";

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A button. A link drawn as one is `LinkButton`, or `buttonVariants` on the element: no `asChild`,
 * whose Slot would load with every page that shows a button.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      // The variants are component classes (`.btn-*`), so a caller's utility overrides them without
      // tailwind-merge, which would otherwise load with every page that shows a button.
      className={cx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
