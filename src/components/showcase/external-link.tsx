import { ArrowUpRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/**
 * A link to another site, opened in a new tab. The new tab is announced, and the opened page
 * gets neither a handle on this window nor the referring URL.
 */
export function ExternalLink({
  href,
  children,
  hint,
  className,
}: {
  href: string;
  children: React.ReactNode;
  /** Read after the visible text, e.g. "Thibaut's website". */
  hint?: string;
  className?: string;
}) {
  const t = useTranslations("catalog.showcase");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold tracking-[0.04em] text-foreground underline decoration-border-strong underline-offset-[6px] transition-colors hover:decoration-foreground",
        className,
      )}
    >
      {children}
      <span className="sr-only">{hint ? t("newTabHint", { hint }) : t("newTab")}</span>
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </a>
  );
}
