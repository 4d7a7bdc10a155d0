import type * as React from "react";

import { cn } from "@/lib/utils/cn";

import { fieldControlClass } from "@/components/ui/field-control-class";

export function Textarea({ className, rows = 3, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldControlClass, "min-h-24 resize-y leading-relaxed", className)}
      {...props}
    />
  );
}
