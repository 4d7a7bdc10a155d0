import type { VariantProps } from "class-variance-authority";
import { LocalizedLink as Link } from "@/components/ui/localized-link";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

import { buttonVariants } from "./button-variants";

export type LinkButtonProps = React.ComponentProps<typeof Link> &
  VariantProps<typeof buttonVariants>;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ className, variant, size, ...props }: LinkButtonProps) {
  return (
    <Link
      data-slot="link-button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
