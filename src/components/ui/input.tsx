import type * as React from "react";

import { cx } from "@/lib/utils/cx";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cx("field-control", className)} {...props} />
  );
}
