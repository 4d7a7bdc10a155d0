import { useTranslations } from "next-intl";

import { PageHeader } from "@/components/page/page-header";
import type { LegalDocument } from "@/content/legal";

/**
 * A legal text set for reading: a narrow measure and a contents list; each document ends with
 * the store's contact details. A section's list follows its first paragraph, which introduces it.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const t = useTranslations("common.legal");
  return (
    <article>
      <PageHeader
        // The date is written out in the document's own language ("25 de noviembre de 2026").
        eyebrow={t("lastUpdated", { date: document.updated })}
        title={document.title}
        lead={<p>{document.intro}</p>}
      />
      <div className="mx-auto grid max-w-page gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-12 lg:px-12">
        <nav aria-label={t("contents")} className="lg:col-span-3">
          <div className="border-t border-border pt-4 lg:sticky lg:top-28">
            <p className="eyebrow">{t("contents")}</p>
            <ol className="mt-3 space-y-1 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-9 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-prose lg:col-span-7 lg:col-start-5">
          {document.sections.map((section) => {
            const [first, ...rest] = section.paragraphs;
            return (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="border-t border-border py-8 first:border-t-0 first:pt-0"
              >
                <h2 id={section.id} className="scroll-mt-28 text-2xl sm:text-3xl">
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 text-foreground/90">
                  <p>{first}</p>
                  {section.list ? (
                    <ul className="list-disc space-y-2 pl-5 marker:text-accent">
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {rest.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}
