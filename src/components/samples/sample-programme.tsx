import { samplePolicy } from "@/content/samples";
import { cn } from "@/lib/utils/cn";
import { formatSampleMoney, toCents } from "@/lib/samples/money";

/**
 * What the sample programme is, as four facts in a quiet band: price, size, how long, and the
 * credit. The current-run note follows for visitors who are about to order.
 */
export function SampleProgramme() {
  const facts = [
    { label: "Per sample", value: formatSampleMoney(toCents(samplePolicy.price)) },
    { label: "Cutting", value: samplePolicy.size },
    { label: "Arrives in", value: samplePolicy.shipping },
    { label: "Up to", value: `${samplePolicy.maxPerRequest} per request` },
  ];
  return (
    <section
      aria-labelledby="programme-title"
      className="mx-auto max-w-page px-5 pb-14 sm:px-8 lg:px-12 lg:pb-20"
    >
      <h2 id="programme-title" className="sr-only">
        How samples work
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
          {samplePolicy.credit} We confirm shipping with you before the samples leave the showroom;
          nothing is charged online.
        </p>
        <p className="max-w-prose">{samplePolicy.currentRun}</p>
      </div>
    </section>
  );
}
