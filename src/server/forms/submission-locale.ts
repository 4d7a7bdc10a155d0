import "server-only";

import { defaultLocale, isLocale, type Locale } from "@/i18n/routing";
import { hiddenFieldNames } from "@/lib/forms/hidden-fields";

/**
 * The language a submission was made in, from its hidden `locale` field: "es" or "en", and
 * English for anything else (a missing field, a page from before the field, a forged value).
 * The answer, the visitor's e-mail and a redirect follow it; the row records it for the owner.
 */
export function submissionLocale(formData: FormData): Locale {
  const value = formData.get(hiddenFieldNames.locale);
  return isLocale(value) ? value : defaultLocale;
}
