import { useLocale, useTranslations } from "next-intl";

import { formatSampleMoney, toCents } from "@/lib/samples/money";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { cn } from "@/lib/utils/cn";

/**
 * What the sample programme is, as four facts in a quiet band: price, size, how long, and the
 * credit. The current-run note follows for visitors who are about to order.
 */
export function SampleProgramme() {
  const locale = useLocale();
  const t = useTranslations("samples.programme");
  const policy = localizedSamplePolicy(locale);
  const facts = [
    { label: t("perSample"), value: formatSampleMoney(toCents(policy.price), locale) },
    { label: t("cutting"), value: policy.size },
    { label: t("arrivesIn"), value: policy.shipping },
    { label: t("upTo"), value: t("perRequest", { max: policy.maxPerRequest }) },
  ];
  return (
    <section
      aria-labelledby="programme-title"
      className="mx-auto max-w-page px-5 pb-14 sm:px-8 lg:px-12 lg:pb-20"
    >
      <h2 id="programme-title" className="sr-only">
        {t("heading")}
      </h2>
      <dl className="grid grid-cols-2 border-y border-border lg:grid-cols-4">
        {facts.map((fact, index) => (
          <div
            key={fact.label}
            className={cn(
              "py-6 lg:py-8",
              // Two by two on phones, one row of four on wide screens, hairlines between.
              index % 2 === 1 ? "border-l border-border pl-5" : "pr-5",
              index >= 2 && "border-t border-border lg:border-t-0",
              index > 0 ? "lg:border-l lg:pr-0 lg:pl-8" : "lg:pr-8",
            )}
          >
            <dt className="eyebrow">{fact.label}</dt>
            <dd className="mt-2 font-display text-2xl text-balance lining-nums sm:text-3xl xl:text-4xl">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-6 text-muted-foreground lg:grid-cols-2 lg:gap-16">
        <p className="max-w-prose">
          {policy.credit} {t("noCharge")}
        </p>
        <p className="max-w-prose">{policy.currentRun}</p>
      </div>
    </section>
  );
}
