import { useTranslations } from "next-intl";

import { maxSamples } from "@/lib/samples/cart";

import { HeaderSamplesCountLink } from "./header-samples-count-link";

/**
 * "Samples" in the header, leading to the cart. The words are worked out here, on the server:
 * the link's name and the spoken count for every count a cart can hold (the cookie never holds
 * more than `maxSamples`), so the browser gets a few short strings instead of a message file.
 */
export function HeaderSamplesLink({ className }: { className?: string }) {
  const t = useTranslations("samples.headerLink");
  const countTexts = Array.from({ length: maxSamples + 1 }, (_, count) => t("count", { count }));
  return (
    <HeaderSamplesCountLink label={t("label")} countTexts={countTexts} className={className} />
  );
}
