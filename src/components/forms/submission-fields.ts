/**
 * The hidden values a form adds when it is sent with JavaScript. They are set on the FormData at
 * submit time rather than rendered: the pages are pre-rendered and shared by every visitor, so
 * an idempotency key or a landing page in the HTML would belong to nobody in particular.
 */
import type { HiddenFieldName } from "@/lib/forms/hidden-fields";

import type { FormKitModule } from "./load-form-kit";
import { readLandingPage } from "./visit-origin";

/** The names the server reads (checked against the server's own list). */
export const hiddenField = {
  idempotencyKey: "idempotencyKey",
  page: "page",
  landingPage: "landingPage",
  utm: "utm",
  honeypot: "website",
} as const satisfies Record<string, HiddenFieldName>;

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function addSubmissionFields(
  formData: FormData,
  idempotencyKey: string,
  kit: FormKitModule,
): void {
  formData.set(hiddenField.idempotencyKey, idempotencyKey);
  formData.set(hiddenField.page, window.location.pathname);
  const landingPage = readLandingPage();
  if (!landingPage) return;
  formData.set(hiddenField.landingPage, landingPage);
  const utm = kit.utmOfLandingPage(landingPage);
  if (utm) formData.set(hiddenField.utm, utm);
}
