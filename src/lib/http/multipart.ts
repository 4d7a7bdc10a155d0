/**
 * Reads the structure of a multipart/form-data body without decoding it into a FormData, so that
 * a damaged post can be refused before the framework tries (and fails loudly) to parse it.
 *
 * The framework parses a form posted without JavaScript with undici's FormData parser and an
 * action call's multipart body with busboy. The rules here are those of the stricter of the two
 * wherever they differ: `--boundary`, parts each made of CRLF-terminated header lines (a
 * Content-Disposition naming the field), an empty line and the value, then `--boundary--`. What
 * precedes the first delimiter or follows the last is ignored, as both ignore it. A body that
 * passes never makes the framework fail; a browser's post always passes.
 */

export type MultipartPart = {
  name: string;
  /** Present for a file; the forms of this site never send one. */
  filename?: string;
  /** A view into the posted bytes, not a copy. */
  body: Uint8Array;
};

export type MultipartResult =
  { ok: true; parts: MultipartPart[] } | { ok: false; problem: MultipartProblem };

export type MultipartProblem =
  "no_opening_boundary" | "truncated" | "bad_delimiter" | "bad_part_headers" | "part_without_name";

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;

/** An HTTP token: what a header name may contain. */
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The boundary parameter of a multipart/form-data Content-Type, or undefined when it is missing
 * or could never delimit anything (empty, too long, or with a line break).
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const match = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(contentType);
  if (!match) return undefined;
  const value = match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2];
  if (!value || value.length > 70 || /[\r\n]/.test(value)) return undefined;
  return value;
}

function isCrlf(input: Uint8Array, at: number): boolean {
  return input[at] === CR && input[at + 1] === LF;
}

function indexOfBytes(input: Uint8Array, needle: Uint8Array, from: number): number {
  // Buffer.indexOf is native and fast; a plain Uint8Array (tests, other runtimes) gets a loop.
  if (typeof Buffer !== "undefined" && Buffer.isBuffer(input)) return input.indexOf(needle, from);
  outer: for (let i = from; i <= input.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (input[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

const decoder = new TextDecoder();

/** Browsers percent-encode `"` and line breaks in a field's name, and nothing else. */
const unescapeName = (name: string) =>
  name.replace(/%0A/gi, "\n").replace(/%0D/gi, "\r").replace(/%22/g, '"');

/** `form-data; name="…"` (browsers), with or without quotes and in any case (other clients). */
function parseDisposition(value: string): { name: string; filename?: string } | undefined {
  if (!/^form-data\s*(;|$)/i.test(value)) return undefined;
  const name = /;\s*name\s*=\s*(?:"([^"]*)"|([^;\s"]+))/i.exec(value);
  if (!name) return undefined;
  const filename = /;\s*filename\*?\s*=\s*(?:"([^"]*)"|([^;\s"]*))/i.exec(value);
  const parsed = { name: unescapeName(name[1] ?? name[2] ?? "") };
  return filename ? { ...parsed, filename: filename[1] ?? filename[2] ?? "" } : parsed;
}

type PartHeaders = { name?: string; filename?: string; end: number };

/** Header lines from `at` up to and including the empty line that ends them. */
function parseHeaders(input: Uint8Array, at: number): PartHeaders | MultipartProblem {
  const headers: PartHeaders = { end: at };
  let position = at;
  for (;;) {
    if (position >= input.length) return "truncated";
    if (isCrlf(input, position)) {
      headers.end = position + 2;
      return headers;
    }
    let lineEnd = position;
    while (lineEnd < input.length && input[lineEnd] !== CR && input[lineEnd] !== LF) lineEnd++;
    if (lineEnd >= input.length) return "truncated";
    if (!isCrlf(input, lineEnd)) return "bad_part_headers";
    const line = input.subarray(position, lineEnd);
    const colon = line.indexOf(0x3a);
    if (colon < 0) return "bad_part_headers";
    const headerName = decoder.decode(line.subarray(0, colon)).trim();
    if (!tokenPattern.test(headerName)) return "bad_part_headers";
    let valueStart = colon + 1;
    while (line[valueStart] === 0x20 || line[valueStart] === 0x09) valueStart++;
    if (headerName.toLowerCase() === "content-disposition") {
      const disposition = parseDisposition(decoder.decode(line.subarray(valueStart)));
      if (!disposition) return "bad_part_headers";
      headers.name = disposition.name;
      headers.filename = disposition.filename;
    }
    position = lineEnd + 2;
  }
}

/**
 * The parts of a multipart body, or the first thing wrong with it: a body cut short (no closing
 * delimiter), one written with another boundary than its Content-Type names, or a part whose
 * headers are not those of a form field.
 */
export function parseMultipart(input: Uint8Array, boundary: string): MultipartResult {
  const fail = (problem: MultipartProblem): MultipartResult => ({ ok: false, problem });
  const encoder = new TextEncoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const bareBoundary = encoder.encode(boundary);

  // Whatever comes before the first delimiter (browsers send nothing) is ignored, as both of the
  // framework's parsers ignore it.
  const first = indexOfBytes(input, delimiter, 0);
  if (first < 0) return fail("no_opening_boundary");
  let position = first + delimiter.length;

  const parts: MultipartPart[] = [];
  for (;;) {
    // The closing delimiter; anything after it is ignored, as by the framework's parsers.
    if (input[position] === DASH && input[position + 1] === DASH) return { ok: true, parts };
    if (position >= input.length) return fail("truncated");
    // Either a longer boundary than the one announced, or padding the framework does not take.
    if (!isCrlf(input, position)) return fail("bad_delimiter");
    position += 2;

    const headers = parseHeaders(input, position);
    if (typeof headers === "string") return fail(headers);
    if (headers.name === undefined) return fail("part_without_name");
    position = headers.end;

    // The framework's parser for forms without JavaScript ends a part at the first occurrence of
    // the boundary and needs CRLF and `--` right before it; a body where that is not so fails
    // there, so it fails here (browsers choose boundaries that never occur in a value).
    const found = indexOfBytes(input, bareBoundary, position);
    if (found < 0) return fail("truncated");
    const partEnd = found - 4;
    const delimited =
      partEnd >= position &&
      isCrlf(input, partEnd) &&
      input[partEnd + 2] === DASH &&
      input[partEnd + 3] === DASH;
    if (!delimited) return fail("bad_delimiter");
    parts.push({
      name: headers.name,
      ...(headers.filename !== undefined ? { filename: headers.filename } : {}),
      body: input.subarray(position, partEnd),
    });
    position = found + bareBoundary.length;
  }
}
