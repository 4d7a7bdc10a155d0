/**
 * The browser checks a form with the very schema its Server Action runs, but zod and the schemas
 * are about 33 kB of gzipped JavaScript: on /contact and /consultation, whose forms render with
 * the page, importing them would add that to the first load. So a form names its validator as a
 * dynamic import, and it is loaded when the visitor first focuses a field
 * (docs/decisions/010-lazy-form-validation.md has the measurements).
 *
 * zod 4 probes `new Function` when it builds an object schema; under the site's CSP (no
 * 'unsafe-eval') that probe is reported as a violation. zod is therefore loaded and set to run
 * without its JIT before any schema module is evaluated, which changes nothing for a handful of
 * fields. The server's zod is untouched.
 */
import type { FormValidation } from "./validate-form";
import type { ValidationMessages } from "./validation-messages";

/** Checks a form's values; the texts come with the form's settings, in the page's language. */
export type FormValidator<TField extends string> = (
  input: Record<TField, string>,
  messages?: ValidationMessages,
) => FormValidation<TField, unknown>;

export type LazyValidator<TField extends string> = {
  /** Starts (once) loading the validator; a failed load is retried on the next call. */
  load(): Promise<FormValidator<TField>>;
  /** The validator if it has arrived, so a submit can be checked without waiting. */
  loaded(): FormValidator<TField> | undefined;
};

let jitlessZod: Promise<void> | undefined;

function loadJitlessZod(): Promise<void> {
  jitlessZod ??= import("./jitless-zod").then(
    () => undefined,
    (error: unknown) => {
      jitlessZod = undefined;
      throw error;
    },
  );
  return jitlessZod;
}

/**
 * A form's validator, loaded on demand: `lazyValidator(() =>
 * import("@/lib/forms/contact-schema").then((schema) => schema.validateContact))`.
 */
export function lazyValidator<TField extends string>(
  importValidator: () => Promise<FormValidator<TField>>,
): LazyValidator<TField> {
  let loading: Promise<FormValidator<TField>> | undefined;
  let loaded: FormValidator<TField> | undefined;
  return {
    load() {
      loading ??= loadJitlessZod()
        .then(importValidator)
        .then(
          (validator) => (loaded = validator),
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        );
      return loading;
    },
    loaded: () => loaded,
  };
}
