import { useTranslations } from "@/i18n/client-intl";

/** The wallpaper a consultation request is about, as the dialog and the inline form show it. */
export function ProductContext({ productName }: { productName: string }) {
  const t = useTranslations("forms.consultationForm");
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-l-2 border-accent-foreground/60 bg-background px-4 py-2.5">
      <span className="eyebrow">{t("requestAbout")}</span>
      <span className="font-display text-xl leading-snug">{productName}</span>
    </p>
  );
}
