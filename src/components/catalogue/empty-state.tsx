import type * as React from "react";

/** What a listing shows when nothing matches: the spec's words, then a way out. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border border-border bg-surface px-6 py-16 text-center sm:py-20">
      <h2 className="text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-prose text-muted-foreground">{text}</p>
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </div>
  );
}
