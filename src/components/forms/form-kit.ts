/**
 * The part of the forms that needs zod: the schemas' validation and the utm parsing. It is loaded
 * on demand (`loadFormKit`), when a visitor starts filling a form in, so that zod never weighs on
 * a page's first load. The schemas are the very ones the Server Actions run.
 */
// Must stay the first import: it configures zod before the schema modules below are evaluated.
import "./zod-jitless";
import { validateConsultation } from "@/lib/forms/consultation-schema";
import { validateContact } from "@/lib/forms/contact-schema";
import { utmFromSearchParams } from "@/lib/forms/hidden-fields";

export { validateConsultation, validateContact };

/** JSON of the utm_* parameters of a landing page such as "/?utm_source=houzz", or "". */
export function utmOfLandingPage(landingPage: string): string {
  const query = landingPage.split("?")[1] ?? "";
  const utm = utmFromSearchParams(new URLSearchParams(query));
  return Object.keys(utm).length > 0 ? JSON.stringify(utm) : "";
}
