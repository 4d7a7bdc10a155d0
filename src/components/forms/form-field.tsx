import type * as React from "react";

import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Select } from "@/components/ui/select";
import type { Textarea } from "@/components/ui/textarea";

/** What a form's fields are drawn from: the ids' prefix, the values to show and the errors. */
export type FormFields<TField extends string> = {
  idPrefix: string;
  values: Partial<Record<TField, string>>;
  errors: Partial<Record<TField, string>>;
};

/** The control a field holds: a text input unless the form passes Textarea or Select. */
type Control = typeof Input | typeof Textarea | typeof Select;

type WiredProps =
  | "id"
  | "name"
  | "defaultValue"
  | "required"
  | "aria-required"
  | "aria-invalid"
  | "aria-describedby"
  | "className";

export type FormFieldProps<TField extends string, TControl extends Control> = {
  fields: FormFields<TField>;
  name: TField;
  label: string;
  required?: boolean;
  /** Where the field sits in the form's grid. */
  className?: string;
  control?: TControl;
} & Omit<React.ComponentProps<TControl>, WiredProps>;

/**
 * One field of a site form: label, control and error, wired the same way in every form. The
 * control gets an id under the form's prefix, its name, the value to show (kept after a refused
 * post), `required` for the browser and for assistive technology, and the error, announced
 * through `aria-invalid` and `aria-describedby`. Other props go to the control.
 */
export function FormField<TField extends string, TControl extends Control = typeof Input>({
  fields,
  name,
  label,
  required = false,
  className,
  control,
  ...controlProps
}: FormFieldProps<TField, TControl>) {
  const id = `${fields.idPrefix}-${name}`;
  const error = fields.errors[name];
  const Control = (control ?? Input) as React.ElementType;
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Control
        id={id}
        name={name}
        defaultValue={fields.values[name]}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        {...controlProps}
      />
    </Field>
  );
}
