import "server-only";

export type SendFailure = {
  ok: false;
  /** True when sending the same message again cannot succeed. */
  permanent: boolean;
  error: string;
  code?: string;
  responseCode?: number;
};

/**
 * Sorts a nodemailer error into "try again later" or "give up now". A 5xx reply rejects the
 * message for good (except 503, a session-state hiccup); so does EENVELOPE without a reply (an
 * address nodemailer itself refuses). A 4xx reply and every connection-level problem may pass
 * later. Authentication errors are retried even with a 5xx reply: the configuration is wrong,
 * not the message, and the owner can fix it within the retry period without losing mail.
 */
export function classifySendError(error: unknown): SendFailure {
  const details = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof details.code === "string" ? details.code : undefined;
  const responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  const message =
    typeof details.message === "string" && details.message !== "" ? details.message : String(error);
  const text = `${code ? `${code}: ` : ""}${message}`.replace(/\s+/g, " ").slice(0, 500);

  let permanent: boolean;
  if (code === "EAUTH" || code === "ENOAUTH") permanent = false;
  else if (responseCode !== undefined && responseCode >= 500 && responseCode < 600) {
    permanent = responseCode !== 503;
  } else if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) {
    permanent = false;
  } else permanent = code === "EENVELOPE";

  return { ok: false, permanent, error: text, code, responseCode };
}
