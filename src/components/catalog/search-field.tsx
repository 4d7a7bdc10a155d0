"use client";

import type * as React from "react";
import { useState } from "react";

import { cx } from "@/lib/utils/cx";

/**
 * The search input of a listing. It follows the URL: when Clear All or Back changes the query,
 * the box shows the new text, while what the visitor is typing is never overwritten otherwise.
 */
export function SearchField({
  query,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  query: string;
}) {
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }
  return (
    <input
      type="search"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      className={cx("field-control", className)}
      {...props}
    />
  );
}
