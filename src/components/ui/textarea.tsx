import type * as React from "react";

import { cx } from "@/lib/utils/cx";

export function Textarea({ className, rows = 3, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cx("field-control", "min-h-24 resize-y leading-relaxed", className)}
      {...props}
    />
  );
}
