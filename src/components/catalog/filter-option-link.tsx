"use client";

// A Client Component although nothing in it changes in the browser: the panel on a listing has
// about fifty of these, and a Client Component's props (a few plain values) are far shorter in
// the page's RSC payload than the markup of a row would be (about 17 kB less on /catalog).

import type * as React from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import { cx } from "@/lib/utils/cx";

export type FilterIndicator =
  { kind: "radio" } | { kind: "checkbox" } | { kind: "swatch"; color: string };

const rowClass = "filter-row";

/**
 * One value of a filter group. It is a link to the same listing with that value toggled, so it
 * works without JavaScript and can be opened in a new tab; with JavaScript the router swaps the
 * results in place. Selecting the selected value links to the list without it: one value per group.
 */
export function FilterOptionLink({
  href,
  focusKey,
  label,
  accessibleName: name,
  count,
  selected,
  indicator,
}: {
  href: string;
  /** Names this option across renders ("brand:thibaut"), so focus can follow it to a new page. */
  focusKey: string;
  label: string;
  /**
   * One spoken name, "Thibaut, 12 wallpapers, selected", rather than the visible fragments; in
   * the page's language, so the panel words it.
   */
  accessibleName: string;
  count: number;
  selected: boolean;
  indicator: FilterIndicator;
}) {
  const content = (
    <>
      <Indicator indicator={indicator} selected={selected} />
      <span className="min-w-0 flex-1">{label}</span>{" "}
      {/* The space keeps the visible words apart ("Thibaut 12", not "Thibaut12"), so the spoken
          name still contains them for voice control; the flex row does not draw it. */}
      <span aria-hidden="true" className="filter-count">
        {count}
      </span>
    </>
  );

  // A value that would empty the list is shown, so the panel does not jump, but not offered.
  if (count === 0 && !selected) {
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={name}
        className={cx(rowClass, "cursor-default text-muted-foreground")}
      >
        {content}
      </span>
    );
  }

  return (
    <LocalizedLink
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={selected ? "true" : undefined}
      aria-label={name}
      data-focus-key={focusKey}
      className={cx(
        rowClass,
        "group/option filter-link",
        selected && "font-semibold text-foreground",
      )}
    >
      {content}
    </LocalizedLink>
  );
}

export function Indicator({
  indicator,
  selected,
  disabled = false,
}: {
  indicator: FilterIndicator;
  selected: boolean;
  disabled?: boolean;
}): React.ReactElement {
  if (indicator.kind === "swatch") {
    return (
      <span
        aria-hidden="true"
        style={{ backgroundColor: indicator.color }}
        className={cx(
          "size-5 shrink-0 rounded-full border border-foreground/15",
          selected && "ring-2 ring-primary ring-offset-2 ring-offset-surface",
          disabled && "opacity-60",
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        "filter-mark",
        indicator.kind === "radio" ? "rounded-full" : "rounded-[2px]",
        selected ? "border-primary" : disabled ? "border-border" : "filter-mark-open",
        selected && indicator.kind === "checkbox" && "bg-primary",
      )}
    >
      {selected ? (
        <span
          className={cx(
            indicator.kind === "radio"
              ? "size-2 rounded-full bg-primary"
              : "h-2 w-1 translate-y-[-1px] rotate-45 border-r-2 border-b-2 border-primary-foreground",
          )}
        />
      ) : null}
    </span>
  );
}
