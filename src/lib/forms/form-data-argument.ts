/**
 * A Server Action is a public endpoint: a caller can send any value React can encode where the
 * site's forms send FormData. Anything else reads as an empty form, so the action answers it the
 * way it answers a blank submission (a validation message, nothing stored) instead of throwing.
 */
export function formDataArgument(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
