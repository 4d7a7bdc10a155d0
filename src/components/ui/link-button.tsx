import type { VariantProps } from "class-variance-authority";
import { LocalizedLink } from "@/components/ui/localized-link";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

import { buttonVariants } from "./button-variants";

export type LinkButtonProps = React.ComponentProps<typeof LocalizedLink> &
  VariantProps<typeof buttonVariants>;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ className, variant, size, ...props }: LinkButtonProps) {
  return (
    <LocalizedLink
      data-slot="link-button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
