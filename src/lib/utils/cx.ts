import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts, for client code loaded with a page that
 * renders no `ui` field (the header's sample link on every page, the catalog's search, filter
 * and load-more leaves, the gallery, the spinner, Button and LinkButton): `cn` would add
 * tailwind-merge, ≈ 8.5 kB gzip, to the first load of every page that has none. Join only classes that never compete; an override belongs on
 * the server, merged with `cn`
 * (docs/decisions/011-class-names-without-tailwind-merge-in-eager-client-code.md).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
