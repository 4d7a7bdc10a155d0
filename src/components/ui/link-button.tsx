import type { VariantProps } from "class-variance-authority";
import { LocalizedLink } from "@/components/ui/localized-link";
import type * as React from "react";

import { cx } from "@/lib/utils/cx";

import { buttonVariants } from "./button-variants";

export type LinkButtonProps = React.ComponentProps<typeof LocalizedLink> &
  VariantProps<typeof buttonVariants>;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ className, variant, size, ...props }: LinkButtonProps) {
  return (
    <LocalizedLink
      data-slot="link-button"
      // The variants are component classes (`.btn-*`), so a caller's utility overrides them without
      // tailwind-merge, which would otherwise load with every page that shows a button.
      className={cx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
