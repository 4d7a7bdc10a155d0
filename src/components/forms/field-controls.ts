import { describedBy } from "@/components/ui/field";

/**
 * The wiring every form control on the site shares: an id under the form's prefix, its name,
 * the value to show (kept after a refused post), `required` for the browser and for assistive
 * technology, and the error, announced through `aria-invalid` and `aria-describedby`.
 */
export function fieldControls<TField extends string>(
  idPrefix: string,
  values: Partial<Record<TField, string>>,
  errors: Partial<Record<TField, string>>,
) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const control = (field: TField, required = false) => ({
    id: id(field),
    name: field,
    defaultValue: values[field],
    required,
    "aria-required": required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(id(field), { error: errors[field] }),
  });
  return { id, control };
}
