import type * as React from "react";

import { cx } from "@/lib/utils/cx";

/** A field label; `required` adds the visible asterisk, hidden from screen readers
 * because the control itself carries `aria-required`/`required`. */
export function Label({
  className,
  children,
  required,
  ...props
}: React.ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label
      data-slot="label"
      className={cx("block text-sm font-semibold tracking-[0.01em] text-foreground", className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
