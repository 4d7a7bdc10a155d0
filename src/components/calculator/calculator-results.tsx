import { LocalizedLink } from "@/components/ui/localized-link";
import type * as React from "react";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import type {
  CalculatorDerived,
  CalculatorFormValues,
} from "@/lib/calculator/calculator-form-state";
import type { CalculatorText } from "@/lib/calculator/calculator-text";
import { estimateSummary } from "@/lib/calculator/estimate-summary";
import { formatResult } from "@/lib/calculator/format-result";
import { estimateAnnouncement, stripCheckText } from "@/lib/calculator/result-text";
import { cx } from "@/lib/utils/cx";

export const resultsHeadingId = "calculator-results-heading";

function Row({
  term,
  children,
  strong,
}: {
  term: string;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={cx(
        "flex items-baseline justify-between gap-4 py-3",
        strong ? "border-t border-foreground pt-4" : "border-t border-border first:border-t-0",
      )}
    >
      <dt className={strong ? "font-semibold text-foreground" : "text-muted-foreground"}>{term}</dt>
      <dd
        className={cx(
          "text-right tabular-nums",
          strong ? "font-display text-3xl lining-nums" : "font-medium text-foreground",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

function Tile({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1 bg-surface px-4 py-5 sm:px-5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-display text-6xl leading-none font-medium text-foreground lining-nums tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/**
 * "Your Wallpaper Requirements": the estimate's figures, the strip-by-strip check beneath them, and
 * the estimate ready to send. The visible figures are not a live region; one short sentence is,
 * so a screen reader hears the new roll count once, not every number that moved.
 */
export function CalculatorResults({
  form,
  derived,
  text,
  productName,
  live,
}: {
  form: CalculatorFormValues;
  derived: CalculatorDerived;
  /** The page's language and the calculator's messages in it. */
  text: CalculatorText;
  productName?: string;
  /** Hydrated: the figures follow the form as it changes. */
  live: boolean;
}) {
  const { values, result, strip, errors } = derived;
  const { t } = text;
  const shown = formatResult(result, text);
  const check = stripCheckText(strip, values, result, text);
  const hasErrors = Object.keys(errors).length > 0;
  const match = form.match === "" ? {} : { match: form.match };
  const message = hasErrors
    ? undefined
    : estimateSummary(values, result, text, {
        ...match,
        ...(productName ? { productName } : {}),
      });

  return (
    <section
      id="results"
      aria-labelledby={resultsHeadingId}
      className="scroll-mt-24 border border-border bg-surface"
    >
      <div className="px-5 pt-6 sm:px-7 sm:pt-8">
        <p className="eyebrow">{t("results.eyebrow")}</p>
        <h2 id={resultsHeadingId} className="mt-2 text-3xl">
          {t("results.heading")}
        </h2>
        {/* Space is kept while the page hydrates, so the panel does not move when it appears. */}
        <p className={cx("mt-2 text-sm text-muted-foreground", !live && "invisible")}>
          {t("results.live")}
        </p>
        {productName ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t.rich("results.for", {
              product: productName,
              name: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
            })}
          </p>
        ) : null}
        <p role="status" aria-live="polite" className="sr-only">
          {estimateAnnouncement(strip, result, text)}
        </p>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-px border-y border-border bg-border">
        <Tile term={t("results.terms.singleRolls")}>{shown.singleRolls}</Tile>
        <Tile term={t("results.terms.doubleRolls")}>{shown.doubleRolls}</Tile>
      </dl>
      <dl className="px-5 pt-3 pb-2 sm:px-7">
        <Row term={t("results.terms.area")}>{shown.area}</Row>
        {result.trimLength > 0 ? (
          <Row term={t("results.terms.trimLength")}>{shown.trimLength}</Row>
        ) : null}
        {result.trimRolls > 0 ? (
          <Row term={t("results.terms.trimRolls")}>{shown.trimRolls}</Row>
        ) : null}
        <Row term={t("results.terms.wallpaperCost")}>{shown.wallpaperExpense}</Row>
        {result.trimExpense > 0 ? (
          <Row term={t("results.terms.trimCost")}>{shown.trimExpense}</Row>
        ) : null}
        <Row term={t("results.terms.total")} strong>
          {shown.total}
        </Row>
      </dl>

      <div className="space-y-3 border-t border-border px-5 py-6 text-sm sm:px-7">
        <h3 className="font-sans text-xs font-semibold tracking-eyebrow text-foreground uppercase">
          {t("results.stripHeading")}
        </h3>
        <p className="text-muted-foreground">{check.explanation}</p>
        {check.recommendation ? (
          <p className="border-l-2 border-accent bg-background px-4 py-3 font-medium text-foreground">
            {check.recommendation}
          </p>
        ) : null}
        {check.halfDropNote ? <p className="text-muted-foreground">{check.halfDropNote}</p> : null}
        <p className="text-muted-foreground">
          {t.rich("results.dyeLot", {
            link: (chunks) => (
              <LocalizedLink
                href="/how-to/glossary#dye-lot-number"
                className="font-medium text-foreground underline decoration-accent/70 underline-offset-4 hover:decoration-foreground"
              >
                {chunks}
              </LocalizedLink>
            ),
          })}
        </p>
      </div>

      <div className="border-t border-border bg-background/60 px-5 py-6 sm:px-7">
        <p className="font-display text-xl text-foreground">{t("results.proTipHeading")}</p>
        <p className="mt-1.5 text-sm text-muted-foreground">{t("results.proTipText")}</p>
        <div className="mt-5 flex flex-col">
          <ConsultationButton
            message={message}
            {...(productName ? { productName } : {})}
            className="w-full"
          >
            {t("results.send")}
          </ConsultationButton>
        </div>
      </div>
    </section>
  );
}
