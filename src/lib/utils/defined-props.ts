/**
 * The props whose value is set. React writes a prop set to `undefined` into the RSC payload as
 * `"name":"$undefined"`: on a listing that is every card's unset `aria-current`, `fetchPriority`
 * and data attributes, about 6 kB a page. Spread the result instead of passing each prop.
 */
export function definedProps<T extends Record<string, unknown>>(
  props: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
