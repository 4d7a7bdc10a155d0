/**
 * What a form's validation says, in one language. The schemas name their problems by key
 * (`nameRequired`); the texts are the visitor's language's, handed in by whoever validates: the
 * Server Action from the submission's language, the browser from its form's settings
 * (form-config.ts). So the schemas, which the browser loads on demand, hold no words at all.
 *
 * No texts and no zod here: client code imports this module.
 */
import type { Messages } from "@/messages/messages";

import type { FormToast } from "./form-state";

type FormsMessages = Messages["forms"];

export type FieldMessageKey =
  keyof FormsMessages["fieldErrors"] | keyof FormsMessages["addressErrors"];

export type PictureMessageKey = keyof FormsMessages["pictureErrors"];

/** A form's field messages by key; a key without a text is shown as the key. */
export type FieldMessages = Partial<Record<FieldMessageKey, string>>;

export type ValidationMessages = {
  fields: FieldMessages;
  /** A required field is empty. */
  requiredToast: FormToast;
  /** Everything required is there, but something is malformed. */
  invalidToast: FormToast;
};

/** Names a schema's problem; typed, so a misspelt key fails to compile. */
export function messageKey<TKey extends FieldMessageKey>(key: TKey): TKey {
  return key;
}
