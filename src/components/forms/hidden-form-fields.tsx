import { useLocale, useTranslations } from "@/i18n/client-intl";
import { hiddenFieldNames } from "@/lib/forms/hidden-fields";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * The fields every form posts without showing them. Without JavaScript they carry the page (its
 * address in the page's language, as the visitor saw it) and leave the rest empty (the server
 * derives an idempotency key from the values); with JavaScript `addSubmissionFields` fills them
 * in at submit time. The language travels in both cases: the answer, the e-mail to the visitor
 * and the owner's inbox follow it.
 *
 * The honeypot is a real text input moved off-screen (not display:none, which some bots skip):
 * people never reach it, bots that fill every field give themselves away.
 */
export function HiddenFormFields({ idPrefix, page }: { idPrefix: string; page?: string }) {
  const locale = useLocale();
  const t = useTranslations("forms.fields");
  const honeypotId = `${idPrefix}-${hiddenFieldNames.honeypot}`;
  return (
    <>
      <input type="hidden" name={hiddenFieldNames.locale} value={locale} />
      <input
        type="hidden"
        name={hiddenFieldNames.page}
        value={page ? localizePath(page, locale) : ""}
      />
      <input type="hidden" name={hiddenFieldNames.idempotencyKey} value="" />
      <input type="hidden" name={hiddenFieldNames.landingPage} value="" />
      <input type="hidden" name={hiddenFieldNames.utm} value="" />
      <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{t("honeypot")}</label>
        <input
          id={honeypotId}
          type="text"
          name={hiddenFieldNames.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
