const digitWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
] as const;

export type DigitWord = (typeof digitWords)[number];

/** How long a word stays on screen; a new digit restarts the count. */
export const digitBadgeMs = 2000;

/** The English word for a single digit key ("7" → "seven"); null for any other key. */
export function digitWord(key: string): DigitWord | null {
  if (!/^[0-9]$/.test(key)) return null;
  return digitWords[Number(key)] ?? null;
}

/** Elements whose keystrokes are typing, not shortcuts. */
export const typingSelector =
  "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/**
 * Whether a key press should show the badge: a bare digit (no modifier), not typed into a field.
 */
export function badgeWordFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  typing: boolean;
}): DigitWord | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.typing) return null;
  return digitWord(event.key);
}
