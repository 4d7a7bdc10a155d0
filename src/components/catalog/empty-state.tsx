import type * as React from "react";

/**
 * What a listing shows when nothing matches, and a way out. A listing already has its own h1, so
 * the title is a section heading there; a page that is nothing but the empty state (the empty
 * sample cart) passes `headingLevel={1}`, since its title is then the page's title.
 */
export function EmptyState({
  title,
  text,
  children,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="border border-border bg-surface px-6 py-16 text-center sm:py-20">
      <Heading className="text-3xl">{title}</Heading>
      <p className="mx-auto mt-3 max-w-prose text-muted-foreground">{text}</p>
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </div>
  );
}
