import { useTranslations } from "next-intl";

import type { ConsultationOption } from "@/content/consultation";

/** The two ways to meet: framed side by side, fee and length set large so the choice is plain. */
export function ConsultationOptions({ options }: { options: readonly ConsultationOption[] }) {
  const t = useTranslations("showroom.consultationOptions");
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
      {options.map((option) => (
        <li key={option.id} className="flex flex-col border border-border-strong p-7 sm:p-10">
          <h3 className="text-3xl">{option.title}</h3>
          {/* Set like a price list: label left, figure right, so long values never collide. */}
          <dl className="mt-6 divide-y divide-border border-y border-border">
            <div className="flex items-baseline justify-between gap-6 py-4">
              <dt className="eyebrow">{t("fee")}</dt>
              <dd className="font-display text-2xl lining-nums sm:text-3xl">{option.price}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-6 py-4">
              <dt className="eyebrow">{t("length")}</dt>
              <dd className="font-display text-2xl lining-nums sm:text-3xl">{option.duration}</dd>
            </div>
          </dl>
          <p className="mt-6 text-muted-foreground">{option.description}</p>
        </li>
      ))}
    </ul>
  );
}
