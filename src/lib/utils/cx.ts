import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts. For client components: `cn`'s
 * tailwind-merge is ≈ 9 kB of script every page would load, so browser code joins classes that
 * never compete and gets any override already merged from the server.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
