import { Slot } from "radix-ui";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cx } from "@/lib/utils/cx";

import { buttonVariants } from "./button-variants";

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      // The variants are component classes (`.btn-*`), so a caller's utility overrides them without
      // tailwind-merge, which would otherwise load with every page that shows a button.
      className={cx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
