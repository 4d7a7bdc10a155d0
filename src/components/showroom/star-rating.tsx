import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";

import { cn } from "@/lib/utils/cn";

/** Stars drawn for the eye, with the rating spelled out for screen readers. */
export function StarRating({
  rating,
  outOf = 5,
  className,
}: {
  rating: number;
  outOf?: number;
  className?: string;
}) {
  const t = useTranslations("showroom.starRating");
  return (
    <p className={cn("text-accent", className)}>
      <span className="sr-only">{t("label", { rating, outOf })}</span>
      <span aria-hidden="true" className="stars" style={{ "--out-of": outOf } as CSSProperties}>
        <span className="star-track" />
        <span className="star-fill" style={{ "--rating": rating } as CSSProperties} />
      </span>
    </p>
  );
}
