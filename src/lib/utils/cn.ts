import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind utility override an earlier one. Costs nothing in
 * server components; in the browser it brings tailwind-merge (≈ 8.5 kB gzip), so client code uses
 * it only in modules loaded on demand (`next/dynamic`, `import()`: dialogs, drawers, sheets).
 * Client code on a page's first load uses `cx`; the fields and buttons it renders are component
 * classes (`.field-control`, `.btn-*`) that a caller's utilities override by the cascade
 * (docs/decisions/011-class-names-without-tailwind-merge-in-eager-client-code.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
