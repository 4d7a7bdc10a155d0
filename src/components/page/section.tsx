import type * as React from "react";

import { cn } from "@/lib/utils/cn";

const tones = {
  plain: "",
  surface: "bg-surface",
  muted: "bg-muted",
  dark: "on-dark bg-inverse text-inverse-foreground",
} as const;

/** A page section with the site's outer margins and vertical rhythm. */
export function Section({
  tone = "plain",
  className,
  innerClassName,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  tone?: keyof typeof tones;
  innerClassName?: string;
}) {
  return (
    <section
      data-ground={tone === "dark" ? "dark" : undefined}
      className={cn("py-16 lg:py-24", tones[tone], className)}
      {...props}
    >
      <div className={cn("mx-auto max-w-page px-5 sm:px-8 lg:px-12", innerClassName)}>
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  className,
  as: Heading = "h2",
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  id?: string;
  className?: string;
  as?: "h2" | "h3";
}) {
  return (
    <div className={cn("max-w-3xl", className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="mt-3 text-3xl sm:text-4xl">
        {title}
      </Heading>
      {lead ? <div className="mt-4 max-w-prose text-muted-foreground">{lead}</div> : null}
    </div>
  );
}
