/**
 * The sample programme in the page's language. The facts (price, limit) are one; only the words
 * (size, delivery time, credit, current run) differ, so pages never pick a content module
 * themselves.
 */
import { samplePolicy as englishSamplePolicy } from "@/content/samples";
import { samplePolicy as spanishSamplePolicy } from "@/content/es/samples";
import type { Locale } from "@/i18n/routing";

export type SamplePolicy = {
  /** US dollars per sample. */
  price: number;
  size: string;
  sizeSpoken: string;
  shipping: string;
  maxPerRequest: number;
  credit: string;
  currentRun: string;
};

export function localizedSamplePolicy(locale: Locale): SamplePolicy {
  return locale === "es" ? spanishSamplePolicy : englishSamplePolicy;
}
