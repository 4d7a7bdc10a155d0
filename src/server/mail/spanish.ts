import "server-only";

/**
 * "Lunes a viernes…" → "lunes a viernes…": the Spanish store facts are written to stand alone,
 * capitalised; inside a sentence, after a colon or a semicolon, Spanish writes days in lower case.
 */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("es") + text.slice(1);
}
