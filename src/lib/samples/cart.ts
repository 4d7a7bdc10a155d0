/**
 * The sample cart as it travels in a cookie: catalog product ids only, joined by "." (a
 * character every cookie parser accepts unquoted), e.g. "1001.2004.13008". Prices never travel:
 * they come from the catalog when the cart is read. Anything that does not look like an id is
 * dropped, so a tampered or truncated cookie can only ever shrink the cart.
 *
 * Pure and tiny: the header's count reads it in the browser too.
 */

export const sampleCartCookie = "alcove_samples";

/**
 * The hidden field that tells the cart's actions the language of the page a form was posted
 * from, so a post without JavaScript lands on the cart in that language.
 */
export const cartLocaleField = "locale";

/** The most samples one request holds (kept equal to `samplePolicy.maxPerRequest`). */
export const maxSamples = 10;

/** Catalog ids are 1001-13008; a little room above for new blocks. */
const idPattern = /^[1-9][0-9]{3,4}$/;
/** A cookie longer than ten ids can ever be is not read at all. */
const maxCookieLength = 200;

export type SampleCart = {
  /** Unique ids in the order they were added, at most `maxSamples`. */
  ids: number[];
  /** Something in the cookie was not a valid entry and was left out. */
  dropped: boolean;
};

export function parseProductId(value: unknown): number | undefined {
  if (typeof value === "number")
    return Number.isInteger(value) && idPattern.test(String(value)) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return idPattern.test(text) ? Number(text) : undefined;
}

export function parseSampleCart(raw: string | undefined | null): SampleCart {
  if (!raw) return { ids: [], dropped: false };
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { ids: [], dropped: true };
  }
  if (text.length > maxCookieLength) return { ids: [], dropped: true };
  const ids: number[] = [];
  let dropped = false;
  for (const part of text.split(".")) {
    const id = parseProductId(part);
    if (id === undefined || ids.includes(id) || ids.length >= maxSamples) {
      dropped = true;
      continue;
    }
    ids.push(id);
  }
  return { ids, dropped };
}

export function serializeSampleCart(ids: readonly number[]): string {
  return ids
    .filter((id, index) => parseProductId(id) !== undefined && ids.indexOf(id) === index)
    .slice(0, maxSamples)
    .join(".");
}

export type AddResult = "added" | "already" | "full";

/** Adds an id at the end; an id already there or an eleventh sample leaves the cart as it was. */
export function addSample(
  ids: readonly number[],
  id: number,
): { ids: number[]; result: AddResult } {
  if (ids.includes(id)) return { ids: [...ids], result: "already" };
  if (ids.length >= maxSamples) return { ids: [...ids], result: "full" };
  return { ids: [...ids, id], result: "added" };
}

export function removeSample(ids: readonly number[], id: number): number[] {
  return ids.filter((entry) => entry !== id);
}

/** The count the header shows, from `document.cookie` (or any Cookie header). */
export function sampleCountFromCookieHeader(header: string): number {
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === sampleCartCookie) return parseSampleCart(rest.join("=")).ids.length;
  }
  return 0;
}
