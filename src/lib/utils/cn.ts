import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind utility override an earlier one. Costs nothing in
 * server components; in the browser it brings tailwind-merge (≈ 8.5 kB gzip), so client code uses
 * it only where that script is loaded anyway: modules loaded on demand (`next/dynamic`,
 * `import()`: dialogs, drawers, sheets) and client components that render the `ui` fields
 * (Input, Select, Textarea, Field), which merge with it. Other client code on a page's first load
 * uses `cx`; so do Button and LinkButton, whose variants are component classes
 * (docs/decisions/011-class-names-without-tailwind-merge-in-eager-client-code.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
