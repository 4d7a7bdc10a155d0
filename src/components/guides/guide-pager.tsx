import { ArrowLeft, ArrowRight, LayoutList } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import { guideHub } from "@/content/guides";
import type { GuideNeighbour, GuideNeighbours } from "@/lib/guides/guide-navigation";
import { cn } from "@/lib/utils/cn";

const cellClass =
  "flex min-h-22 flex-col justify-center gap-1.5 border border-border px-5 py-4 transition-colors";
const linkCellClass = cn(
  cellClass,
  "group bg-surface hover:border-foreground/60 hover:bg-background",
);

function Label({
  children,
  align,
  hidden,
}: {
  children: React.ReactNode;
  align: "start" | "end" | "center";
  hidden?: boolean;
}) {
  return (
    <span
      aria-hidden={hidden ? "true" : undefined}
      className={cn(
        "eyebrow flex items-center gap-2",
        align === "end" && "justify-end",
        align === "center" && "justify-center",
      )}
    >
      {children}
    </span>
  );
}

function NeighbourCell({
  neighbour,
  direction,
}: {
  neighbour: GuideNeighbour | undefined;
  direction: "previous" | "next";
}) {
  const t = useTranslations("guides.pager");
  const label = direction === "previous" ? t("previous") : t("next");
  const align = direction === "previous" ? "start" : "end";
  const Icon = direction === "previous" ? ArrowLeft : ArrowRight;
  const icon = <Icon aria-hidden="true" className="size-3.5" />;

  if (!neighbour) {
    return (
      <span
        aria-disabled="true"
        className={cn(
          cellClass,
          "cursor-not-allowed border-dashed text-muted-foreground",
          align === "end" && "text-right",
        )}
      >
        <Label align={align}>
          {direction === "previous" ? icon : null}
          {label}
          {direction === "next" ? icon : null}
        </Label>
        <span className="text-sm">{direction === "previous" ? t("first") : t("last")}</span>
      </span>
    );
  }

  return (
    <LocalizedLink
      href={neighbour.path}
      rel={direction === "previous" ? "prev" : "next"}
      className={cn(linkCellClass, align === "end" && "text-right")}
    >
      <Label align={align}>
        {direction === "previous" ? icon : null}
        {label}
        {direction === "next" ? icon : null}
      </Label>
      <span className="font-display text-lg leading-snug text-foreground group-hover:text-primary sm:text-xl">
        {neighbour.title}
      </span>
    </LocalizedLink>
  );
}

/** Previous / Back to Guide / Next. An end of the list shows a disabled control, not a link. */
export function GuidePager({
  neighbours,
  className,
}: {
  neighbours: GuideNeighbours;
  className?: string;
}) {
  const t = useTranslations("guides.pager");
  return (
    <nav aria-label={t("label")} className={cn("grid gap-3 md:grid-cols-3", className)}>
      <NeighbourCell neighbour={neighbours.previous} direction="previous" />
      <LocalizedLink href={guideHub.path} className={cn(linkCellClass, "items-center text-center")}>
        <Label align="center" hidden>
          <LayoutList aria-hidden="true" className="size-3.5" />
          {t("allGuides")}
        </Label>
        <span className="font-display text-lg leading-snug text-foreground group-hover:text-primary sm:text-xl">
          {t("back")}
        </span>
      </LocalizedLink>
      <NeighbourCell neighbour={neighbours.next} direction="next" />
    </nav>
  );
}
