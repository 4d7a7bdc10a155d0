import { type z } from "zod";

import { type FormToast } from "./form-state";
import { isBlankText } from "./text-rules";
import { type FieldMessageKey, type ValidationMessages } from "./validation-messages";

export type FormValidation<TField extends string, TData> =
  | { ok: true; data: TData }
  | {
      ok: false;
      fieldErrors: Partial<Record<TField, string>>;
      /** The required fields left empty, in form order (focus goes to the first). */
      missing: TField[];
      toast: FormToast;
    };

const keyToast = (key: string): FormToast => ({
  title: key,
  description: key,
  tone: "destructive",
});

/**
 * Without messages (the rules' own tests) every text is its key: the schemas carry no words, so
 * nothing else could stand in for the visitor's language.
 */
const keysOnly: ValidationMessages = {
  fields: {},
  requiredToast: keyToast("requiredFields"),
  invalidToast: keyToast("invalidFields"),
};

/**
 * Runs a form's schema and shapes the result the way both the client and the Server Action
 * report it: one message per field, and the "required" toast when a required field is empty,
 * else the general "check the fields" toast, all in the language of `messages`.
 */
export function validateForm<TField extends string, TSchema extends z.ZodType>(options: {
  schema: TSchema;
  input: Partial<Record<string, unknown>>;
  fields: readonly TField[];
  requiredFields: readonly TField[];
  messages?: ValidationMessages;
}): FormValidation<TField, z.output<TSchema>> {
  const result = options.schema.safeParse(options.input);
  if (result.success) return { ok: true, data: result.data };

  const messages = options.messages ?? keysOnly;
  const fieldErrors: Partial<Record<TField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !isField(field, options.fields)) continue;
    // zod's own wording (a value of the wrong type, never sent by the forms) passes unchanged.
    fieldErrors[field] ??= messages.fields[issue.message as FieldMessageKey] ?? issue.message;
  }
  const missing = options.requiredFields.filter((field) => {
    const value = options.input[field];
    return typeof value !== "string" || isBlankText(value);
  });
  // A problem outside the visible fields (never expected) still must not pass silently.
  if (Object.keys(fieldErrors).length === 0 && missing.length === 0) {
    return { ok: false, fieldErrors, missing, toast: messages.invalidToast };
  }
  return {
    ok: false,
    fieldErrors,
    missing,
    toast: missing.length > 0 ? messages.requiredToast : messages.invalidToast,
  };
}

function isField<TField extends string>(value: string, fields: readonly TField[]): value is TField {
  return (fields as readonly string[]).includes(value);
}
