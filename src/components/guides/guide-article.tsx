import { useLocale, useTranslations } from "next-intl";
import type * as React from "react";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { LinkButton } from "@/components/ui/link-button";
import {
  calculatorPath,
  type GlossaryTerm,
  type Guide,
  type GuideBlock,
  guideHub,
  guideSlugs,
} from "@/content/guides";
import type { Locale } from "@/i18n/routing";
import type { GuideNeighbours } from "@/lib/guides/guide-navigation";
import { tableOfContents } from "@/lib/guides/table-of-contents";
import { cn } from "@/lib/utils/cn";

import { GlossaryList } from "./glossary-list";
import { GuideBody } from "./guide-body";
import { GuideContents } from "./guide-contents";
import { GuidePager } from "./guide-pager";

/** A contents list earns its place from this many sections; shorter guides read straight through. */
const contentsFromSections = 4;

// The review date is a calendar date, so it is read in UTC: in Miami's zone it would be the day
// before. Spanish dates are written as in the United States: "6 de enero de 2025".
const updatedFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

/** Home > How To Wallpaper > the guide; `labels` are the first two in the page's language. */
export function guideCrumbs(
  guide: Pick<Guide, "title">,
  labels: { home: string; hub: string },
): Crumb[] {
  return [
    { label: labels.home, href: "/" },
    { label: labels.hub, href: guideHub.path },
    { label: guide.title },
  ];
}

/**
 * The glossary's body holds each term as a heading and a paragraph (so the contents list doubles
 * as a term index). On the page the terms become one description list, placed where the first
 * term stood; the words before and after stay as they are.
 */
function splitGlossaryBody(body: readonly GuideBlock[], terms: readonly GlossaryTerm[]) {
  const termIds = new Set(terms.map((term) => term.id));
  const before: GuideBlock[] = [];
  const after: GuideBlock[] = [];
  let skipNext = false;
  let seenTerm = false;
  for (const block of body) {
    if (skipNext) {
      skipNext = false;
      continue;
    }
    if (block.type === "heading" && termIds.has(block.id)) {
      seenTerm = true;
      skipNext = true;
      continue;
    }
    (seenTerm ? after : before).push(block);
  }
  return { before, after };
}

export function GuideArticle({
  guide,
  neighbours,
  glossaryTerms,
  illustration,
}: {
  guide: Guide;
  neighbours: GuideNeighbours;
  /** Given for the glossary page, whose terms are set as a description list. */
  glossaryTerms?: readonly GlossaryTerm[];
  /** The guide's picture, rendered by the page. */
  illustration?: React.ReactNode;
}) {
  const t = useTranslations("guides");
  const locale = useLocale();
  const contents = tableOfContents(guide);
  const showContents = contents.length >= contentsFromSections;
  // The guides are in the same order in both languages.
  const position = guideSlugs.indexOf(guide.slug) + 1;
  const glossary = glossaryTerms ? splitGlossaryBody(guide.body, glossaryTerms) : undefined;

  return (
    <article>
      <header className="mx-auto max-w-page px-5 pt-8 sm:px-8 lg:px-12 lg:pt-10">
        <Breadcrumb items={guideCrumbs(guide, { home: t("crumbs.home"), hub: t("crumbs.hub") })} />
        <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-6 lg:pb-2">
            <p className="eyebrow">
              {t("article.position", { position, total: guideSlugs.length })}
              <span aria-hidden="true" className="mx-2 text-accent">
                ·
              </span>
              <span className="sr-only">, </span>
              {t("article.readingTime", { minutes: guide.readingMinutes })}
            </p>
            <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">{guide.title}</h1>
            <p className="mt-6 max-w-prose text-lg text-muted-foreground">{guide.summary}</p>
            <p className="mt-6 text-xs text-muted-foreground">
              {t.rich("article.updated", {
                date: updatedFormats[locale].format(new Date(guide.updated)),
                time: (chunks) => <time dateTime={guide.updated}>{chunks}</time>,
              })}
            </p>
          </div>
          {illustration ? <div className="lg:col-span-6">{illustration}</div> : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-page gap-10 px-5 pt-12 pb-20 sm:px-8 lg:grid-cols-12 lg:gap-12 lg:px-12 lg:pt-20 lg:pb-28">
        {showContents ? (
          <div className="lg:col-span-3">
            <GuideContents
              entries={contents}
              label={glossary ? t("article.terms") : t("article.contents")}
              numbered={!glossary}
            />
          </div>
        ) : null}
        <div
          className={cn(
            glossary ? "max-w-3xl" : "max-w-prose",
            showContents ? "lg:col-span-8 lg:col-start-5" : "lg:col-span-8 lg:col-start-3",
          )}
        >
          {glossary && glossaryTerms ? (
            <>
              <GuideBody blocks={glossary.before} className="text-lg" />
              <GlossaryList terms={glossaryTerms} />
              <GuideBody blocks={glossary.after} className="mt-10" />
            </>
          ) : (
            <GuideBody blocks={guide.body} />
          )}

          <aside
            aria-labelledby="guide-help-heading"
            className="mt-16 border-t-2 border-foreground pt-8"
          >
            <h2 id="guide-help-heading" className="text-2xl sm:text-3xl">
              {t("article.helpHeading")}
            </h2>
            <p className="mt-3 text-muted-foreground">{t("article.helpText")}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ConsultationButton>{t("article.book")}</ConsultationButton>
              <LinkButton href={calculatorPath} variant="outline">
                {t("article.estimate")}
              </LinkButton>
            </div>
          </aside>
        </div>
      </div>

      <div className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-page px-5 py-12 sm:px-8 lg:px-12 lg:py-16">
          <GuidePager neighbours={neighbours} />
        </div>
      </div>
    </article>
  );
}
