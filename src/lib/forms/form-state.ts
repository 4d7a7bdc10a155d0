/**
 * What a form's Server Action returns and `useActionState` holds. Plain data only: it is
 * serialised to the browser, so it never carries rows, ids of other records or secrets.
 */
export type FormStatus = "idle" | "success" | "error";

export type ToastTone = "success" | "destructive";

export type FormToast = {
  readonly title: string;
  readonly description: string;
  readonly tone: ToastTone;
};

/**
 * `TFileField` names a field that can be in error but has no value to echo back: the picture a
 * consultation request may carry, which only the server checks.
 */
export type FormState<TField extends string, TFileField extends string = never> = {
  status: FormStatus;
  /** What the fields should show next: the submitted values after an error, empty after success. */
  values: Record<TField, string>;
  /** The first problem per field, for `aria-invalid` and the message next to the field. */
  fieldErrors: Partial<Record<TField | TFileField, string>>;
  /** One sentence for an `aria-live` region; the toast's description when there is a toast. */
  message?: string;
  toast?: FormToast;
  /** After a stored submission: its short reference, which the visitor may quote. */
  reference?: string;
};

export function emptyValues<TField extends string>(
  fields: readonly TField[],
): Record<TField, string> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as Record<TField, string>;
}

export function initialFormState<TField extends string>(
  fields: readonly TField[],
): FormState<TField> {
  return { status: "idle", values: emptyValues(fields), fieldErrors: {} };
}

/**
 * Reads the named fields from a FormData (or any string record) as strings: a missing field or
 * a file becomes "". Values are cut at `maxLength` so that an oversized post is never echoed
 * back whole.
 */
export function readFormValues<TField extends string>(
  source: FormData | Partial<Record<string, unknown>>,
  fields: readonly TField[],
  maxLength = 10_000,
): Record<TField, string> {
  const read = (field: string): unknown =>
    source instanceof FormData ? source.get(field) : source[field];
  return Object.fromEntries(
    fields.map((field) => {
      const value = read(field);
      return [field, typeof value === "string" ? value.slice(0, maxLength) : ""];
    }),
  ) as Record<TField, string>;
}
