import { useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { site } from "@/content/site";
import { cn } from "@/lib/utils/cn";

/** The typographic mark: the short name in spaced serif capitals over a small sans line. */
export function StoreLogo({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  const t = useTranslations("common.header");
  const rest = site.name.replace(site.shortName, "").trim();
  return (
    <LocalizedLink
      href="/"
      className={cn(
        "group inline-flex flex-col items-start leading-none",
        tone === "light" ? "text-inverse-foreground" : "text-foreground",
        className,
      )}
    >
      <span className="font-display text-[1.75rem] font-medium tracking-[0.28em] uppercase">
        {site.shortName}
      </span>
      <span
        className={cn(
          "mt-1 pl-[0.15em] text-[0.625rem] font-semibold tracking-[0.42em] uppercase",
          tone === "light" ? "text-inverse-foreground/85" : "text-muted-foreground",
        )}
      >
        {rest}
      </span>
      <span className="sr-only">{t("logoHome")}</span>
    </LocalizedLink>
  );
}
