import type * as React from "react";

import { cx } from "@/lib/utils/cx";

/** A native checkbox drawn in the site's colors, with a 44 px tap target around it. */
export function Checkbox({
  className,
  label,
  description,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
}) {
  return (
    <label
      data-slot="checkbox"
      className={cx(
        "group flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground",
        className,
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer appearance-none rounded-[2px] border border-border-strong bg-surface bg-center bg-no-repeat checked:border-primary checked:bg-primary checked:bg-[url('data:image/svg+xml;utf8,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2016%2016%22%3E%3Cpath%20d=%22M3.5%208.5l3%203%206-7%22%20fill=%22none%22%20stroke=%22%23f6f1e8%22%20stroke-width=%222%22/%3E%3C/svg%3E')] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted"
        {...props}
      />
      <span>
        <span className="leading-5">{label}</span>
        {description ? (
          <span className="mt-0.5 block text-xs text-muted-foreground">{description}</span>
        ) : null}
      </span>
    </label>
  );
}
