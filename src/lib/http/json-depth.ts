const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * How deeply arrays and objects nest in JSON text, counting only brackets outside strings, read
 * from the bytes (UTF-8 never puts an ASCII byte inside a multi-byte character). Stops as soon as
 * the depth passes `stopAbove`, so a hostile body costs no more than the bytes up to that point.
 *
 * It does not validate the JSON: text that is not JSON gets some number, and the caller parses it
 * afterwards. It exists because the framework's decoder of Server Action arguments recurses once
 * per level and a few thousand levels overflow its stack (an error page and a stack trace in the
 * log); JSON.parse alone would accept them.
 */
export function jsonNestingDepth(bytes: Uint8Array, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if ((byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) && depth > 0) depth--;
  }
  return deepest;
}
