import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/** The top of an ordinary page: an eyebrow, the heading and a lead in a narrow measure. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
  align = "start",
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  align?: "start" | "center";
}) {
  return (
    <header
      className={cn(
        "mx-auto max-w-page px-5 pt-14 pb-10 sm:px-8 lg:px-12 lg:pt-20 lg:pb-14",
        align === "center" && "text-center",
        className,
      )}
    >
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1
        className={cn(
          "mt-3 max-w-4xl text-4xl sm:text-5xl lg:text-6xl",
          align === "center" && "mx-auto",
        )}
      >
        {title}
      </h1>
      {lead ? (
        <div
          className={cn(
            "mt-6 max-w-prose text-lg text-muted-foreground",
            align === "center" && "mx-auto",
          )}
        >
          {lead}
        </div>
      ) : null}
      {children ? (
        <div className={cn("mt-8 flex flex-wrap gap-3", align === "center" && "justify-center")}>
          {children}
        </div>
      ) : null}
    </header>
  );
}
