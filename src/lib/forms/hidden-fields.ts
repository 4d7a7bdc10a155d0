/**
 * The fields a form sends without showing them: the idempotency key, where the visit started
 * (landing page and utm_* parameters) and the honeypot, and what the browser puts in them when a
 * form is sent with JavaScript. The server cleans them (hidden-field-rules.ts, field-rules.ts).
 * Kept to these few lines because every form loads it with the page.
 */
import { readLandingPage } from "./visit-origin";

export const hiddenFieldNames = {
  idempotencyKey: "idempotencyKey",
  page: "page",
  landingPage: "landingPage",
  utm: "utm",
  /** The language the form was filled in ("en" or "es"), which the answer and e-mails use. */
  locale: "locale",
  /** The honeypot: a real text input placed off-screen, which people never fill in. */
  honeypot: "website",
} as const;

export type HiddenFieldName = (typeof hiddenFieldNames)[keyof typeof hiddenFieldNames];

export type HiddenFieldValues = {
  /** A v4 UUID the client makes once per form fill (crypto.randomUUID()). */
  idempotencyKey?: string;
  /** The path the form was on, e.g. "/consultation". */
  page?: string;
  /** The first path of the visit, with its query string, e.g. "/?utm_source=houzz". */
  landingPage?: string;
  /** JSON of the visit's utm_* parameters, e.g. '{"utm_source":"houzz"}'. */
  utm?: string;
  /** The page's language, "en" or "es"; the server reads anything else as "en". */
  locale?: string;
};

/**
 * JSON of a landing page's utm_* parameters (visit-origin keeps no others), such as
 * '{"utm_source":"houzz"}' for "/?utm_source=houzz", or "". The server cleans it with parseUtm.
 */
function utmOfLandingPage(landingPage: string): string {
  const query = landingPage.split("?")[1];
  return query ? JSON.stringify(Object.fromEntries(new URLSearchParams(query))) : "";
}

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What the browser adds when a form is sent with JavaScript. The values are set on the FormData
 * at submit time rather than rendered: the pages are pre-rendered and shared by every visitor,
 * so an idempotency key or a landing page in the HTML would belong to nobody in particular.
 */
export function addSubmissionFields(formData: FormData, idempotencyKey: string): void {
  formData.set(hiddenFieldNames.idempotencyKey, idempotencyKey);
  formData.set(hiddenFieldNames.page, window.location.pathname);
  const landingPage = readLandingPage();
  if (!landingPage) return;
  formData.set(hiddenFieldNames.landingPage, landingPage);
  const utm = utmOfLandingPage(landingPage);
  if (utm) formData.set(hiddenFieldNames.utm, utm);
}
