import type * as React from "react";

import { cn } from "@/lib/utils/cn";

import { fieldControlClass } from "./field-control-class";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cn(fieldControlClass, className)} {...props} />
  );
}
