import { Star } from "lucide-react";
import { useTranslations } from "next-intl";

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
    <p className={cn("flex items-center gap-1 text-accent", className)}>
      <span className="sr-only">{t("label", { rating, outOf })}</span>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          strokeWidth={1.25}
          className={cn("size-4", index < rating ? "fill-current" : "fill-none")}
        />
      ))}
    </p>
  );
}
