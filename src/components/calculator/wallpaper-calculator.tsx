"use client";

import { type FormEvent, type ReactNode, useState } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import { calculatorErrorMessage } from "@/lib/calculator/calculator-field-rules";
import {
  calculatorFieldHint,
  calculatorFieldLabel,
  calculatorFieldsetLegend,
  calculatorFieldsets,
  matchOptions,
  type NumberFieldSpec,
  wallCountOptions,
} from "@/lib/calculator/calculator-fieldsets";
import {
  type CalculatorFormValues,
  calculatorFormFromSearchParams,
  calculatorFormQuery,
  deriveCalculator,
} from "@/lib/calculator/calculator-form-state";
import { calculatorLimits, type CalculatorField } from "@/lib/calculator/calculator-input";
import { calculatorPagePath } from "@/lib/calculator/calculator-link";
import type { CalculatorText } from "@/lib/calculator/calculator-text";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { localizePath } from "@/lib/i18n/localize-path";
import { cx } from "@/lib/utils/cx";

import { CalculatorResults } from "./calculator-results";
import { WallHeightContext } from "./wall-height-context";

function controlId(field: string): string {
  return `calculator-${field}`;
}

/**
 * The roll calculator's form and results. The server renders it from the URL, so without
 * JavaScript it is a plain GET form; once hydrated, every change recomputes the figures and
 * rewrites the address (replace, not push) so the link always reproduces the estimate. Its words
 * are the "calculator" messages, provided by the page in its own language only.
 */
export function WallpaperCalculator({
  initialForm,
  productId,
  productName,
  lead,
}: {
  /** Shown above the form, in its column: the wallpaper the estimate is for. */
  lead?: ReactNode;
  initialForm: CalculatorFormValues;
  productId?: number;
  productName?: string;
}) {
  const t = useTranslations("calculator");
  const locale = useLocale();
  const text: CalculatorText = { t, locale };
  const [form, setForm] = useState(initialForm);
  const live = useHydrated();
  const derived = deriveCalculator(form);

  function errorFor(field: CalculatorField): string | undefined {
    const issue = derived.errors[field];
    return issue ? calculatorErrorMessage(field, issue, text) : undefined;
  }

  // The inputs are uncontrolled and the state is read back from the whole form on every change,
  // so the figures always match what the inputs show, and the form is parsed exactly as the
  // server parses the same fields from a no-JavaScript GET.
  function readForm(event: FormEvent<HTMLFormElement>) {
    const entries = [...new FormData(event.currentTarget)].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    const next = calculatorFormFromSearchParams(Object.fromEntries(entries)).form;
    setForm(next);
    const query = calculatorFormQuery(next, productId);
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }

  // The results are already live; a submit (Enter in a field) must not reload the page.
  function preventSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  function renderNumberField(spec: NumberFieldSpec) {
    const id = controlId(spec.field);
    const error = errorFor(spec.field);
    const hint = calculatorFieldHint(spec.field, t);
    return (
      <Field
        key={spec.field}
        id={id}
        label={calculatorFieldLabel(spec.field, t)}
        hint={hint}
        error={error}
      >
        <Input
          id={id}
          name={spec.field}
          type="number"
          inputMode={spec.whole ? "numeric" : "decimal"}
          step={spec.whole ? 1 : "any"}
          min={spec.min}
          autoComplete="off"
          defaultValue={initialForm[spec.field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          className="tabular-nums"
        />
      </Field>
    );
  }

  function renderWalls() {
    const id = controlId("numberOfWalls");
    const error = errorFor("numberOfWalls");
    return (
      <Field key="numberOfWalls" id={id} label={t("form.walls.label")} error={error}>
        <Select
          id={id}
          name="numberOfWalls"
          defaultValue={initialForm.numberOfWalls}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        >
          {wallCountOptions(t).map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }

  function renderMatch() {
    const id = controlId("match");
    const hint = t("form.match.hint");
    return (
      <Field key="match" id={id} label={t("form.match.label")} hint={hint}>
        <Select
          id={id}
          name="match"
          defaultValue={initialForm.match}
          aria-describedby={describedBy(id, { hint })}
        >
          {matchOptions(t).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }

  function renderTrim() {
    return (
      <div key="useTrim" className="col-span-full">
        <Checkbox
          name="useTrim"
          defaultChecked={initialForm.useTrim}
          label={t("form.trim.label")}
          description={t("form.trim.description", { feet: calculatorLimits.trimRollFeet })}
        />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-12">
      <div className="min-w-0 space-y-10 lg:col-span-7">
        <WallHeightContext value={form.wallHeight}>{lead}</WallHeightContext>
        <form
          method="get"
          action={`${localizePath(calculatorPagePath, locale)}#results`}
          noValidate
          onChange={readForm}
          onSubmit={preventSubmit}
          aria-label={t("form.label")}
          className="space-y-10"
        >
          {calculatorFieldsets.map((fieldset, index) => (
            <fieldset key={fieldset.id} className="min-w-0 border-t border-border pt-6">
              <legend className="float-left flex w-full items-baseline gap-3 font-display text-2xl font-medium text-foreground sm:text-3xl">
                <span
                  aria-hidden="true"
                  className="text-accent-foreground lining-nums tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                {calculatorFieldsetLegend(fieldset.id, t)}
              </legend>
              <div
                className={cx("clear-both grid gap-x-4 gap-y-5 pt-6 sm:gap-x-6", fieldset.columns)}
              >
                {fieldset.fields.map((field) => {
                  if (field === "numberOfWalls") return renderWalls();
                  if (field === "match") return renderMatch();
                  if (field === "useTrim") return renderTrim();
                  return renderNumberField(field);
                })}
              </div>
            </fieldset>
          ))}
          {productId === undefined ? null : (
            <input type="hidden" name="product" value={String(productId)} />
          )}
          <noscript>
            <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:gap-6">
              <Button type="submit" size="lg">
                {t("form.calculate")}
              </Button>
              <p className="text-sm text-muted-foreground">{t("form.calculateHint")}</p>
            </div>
          </noscript>
        </form>
      </div>

      <div className="min-w-0 lg:col-span-5">
        <div className="lg:sticky lg:top-28">
          <CalculatorResults
            form={form}
            derived={derived}
            text={text}
            live={live}
            {...(productName ? { productName } : {})}
          />
        </div>
      </div>
    </div>
  );
}
