import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts, for client code loaded with a page (the
 * header's sample link, the listings' leaves, the gallery, the forms and their fields, Button and
 * LinkButton): `cn` would add tailwind-merge, ≈ 8.5 kB gzip, to its first load. Join only classes
 * that never compete, or utilities over a component class (`.field-control`, `.btn-*`), which win
 * by the cascade; any other override belongs on the server, merged with `cn`
 * (docs/decisions/011-class-names-without-tailwind-merge-in-eager-client-code.md).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
