/**
 * The character rules every form's text fields share, on the client and on the server. Single-line
 * values travel into e-mails and the owner's inbox, so they refuse control characters and line
 * breaks (no header injection can start here); every text refuses bidirectional controls, which
 * make the stored text read differently from how it is displayed; and a value made only of
 * characters that draw nothing counts as empty. A few regular expressions, no Unicode tables:
 * this ships with every form.
 */

/** C0 and C1 control characters, DEL, and the Unicode line and paragraph separators. */
const singleLineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** As above, but a message may keep tabs and line breaks. */
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** Embeddings, overrides, isolates and the directional marks (LRM, RLM, ALM). */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Nothing visible: format characters (zero-width space and joiners, word joiner, BOM, soft
 * hyphen...), controls, whitespace, and the few letters and marks that fonts draw blank (Hangul
 * fillers, Braille blank, combining grapheme joiner, variation selectors, Khmer inherent vowels).
 */
const onlyInvisible =
  /^[\p{Cf}\p{Cc}\p{White_Space}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0]*$/u;

export function hasBidiControls(value: string): boolean {
  return bidiControls.test(value);
}

/** Control characters or line breaks: never right in a name, phone or address line. */
export function hasSingleLineControls(value: string): boolean {
  return singleLineControls.test(value);
}

/** Control characters other than tab and line breaks. */
export function hasMultiLineControls(value: string): boolean {
  return multiLineControls.test(value);
}

/** True when nothing would be seen: "", spaces, or zero-width and other invisible characters. */
export function isBlankText(value: string): boolean {
  return onlyInvisible.test(value);
}

/** What counts as empty is empty: a value of invisible characters only becomes "". */
export function emptyIfBlank(value: string): string {
  return isBlankText(value) ? "" : value;
}

/** One clean line: for values the visitor never sees and that are dropped when broken. */
export function isSingleLine(value: string): boolean {
  return !hasSingleLineControls(value) && !hasBidiControls(value);
}

/** Clean text that may keep tabs and line breaks. */
export function isCleanMultiLine(value: string): boolean {
  return !hasMultiLineControls(value) && !hasBidiControls(value);
}
