import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-[2px] px-2 py-0.5 text-[0.6875rem] font-semibold tracking-[0.12em] uppercase",
  {
    variants: {
      tone: {
        neutral: "bg-muted text-foreground",
        outline: "border border-border-strong text-foreground",
        success: "bg-primary text-primary-foreground",
        warning: "bg-destructive-soft text-destructive",
        inverse: "bg-inverse text-inverse-foreground",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
