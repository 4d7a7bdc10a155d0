import type * as React from "react";

import { cn } from "@/lib/utils/cn";

export const fieldControlClass =
  "w-full min-h-12 rounded-[2px] border border-border-strong bg-surface px-3.5 py-2.5 font-sans text-base text-foreground transition-colors placeholder:text-muted-foreground hover:border-foreground/60 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:text-muted-foreground aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cn(fieldControlClass, className)} {...props} />
  );
}
