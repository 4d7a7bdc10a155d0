import { jsonNestingDepth } from "./json-depth";
import { multipartBoundary, parseMultipart, type MultipartPart } from "./multipart";
import { checkPostOrigin } from "./origin";

/**
 * What the server checks on a POST to a page before the framework reads it. Every form of the
 * site is a Server Action: without JavaScript a multipart post of the form, with JavaScript a
 * fetch with a `Next-Action` header whose body React encodes as text/plain (simple arguments) or
 * multipart (a FormData among them). The framework answers anything else that reaches its action
 * handler with a 500 and an error in the log: bodies over its limit, damaged multipart, JSON,
 * arguments nested deeply enough to overflow its decoder, a cross-site post. This module decides,
 * from the headers and then from the buffered body, whether a post is one the framework can take,
 * and if not, which 4xx it gets. It is pure: the server runtime does the I/O.
 */

type Headers = Record<string, string | string[] | undefined>;

export type RefusalReason =
  | "cross_origin"
  | "unsupported_type"
  | "too_large"
  | "empty_body"
  | "malformed_multipart"
  | "malformed_arguments"
  | "too_deep"
  | "not_a_form";

export type Refusal = {
  status: 400 | 403 | 413 | 415;
  reason: RefusalReason;
  /** For the log line: what exactly was wrong. */
  detail?: string;
};

export type PostKind = "multipart" | "urlencoded" | "text";

export type PostTarget = {
  /** A Server Action called from JavaScript (`Next-Action` header), not a plain form post. */
  actionCall: boolean;
  kind: PostKind;
};

export type ScreenOptions = {
  /** The largest body taken, in bytes, unless it carries a file. */
  bodyLimit: number;
  /**
   * What a multipart post may carry beyond `bodyLimit` in exactly one file (the consultation's
   * picture); nothing when unset. Its other parts must still fit in `bodyLimit`.
   */
  fileAllowance?: number;
  /** `serverActions.allowedOrigins` of the build. */
  allowedOrigins?: readonly string[];
  /** The deepest nesting of arrays and objects accepted in an action's arguments. */
  maxDepth?: number;
};

export type HeaderVerdict =
  | { action: "pass" }
  | { action: "refuse"; refusal: Refusal }
  | { action: "read"; target: PostTarget };

/**
 * The site's forms never nest their arguments more than a few levels (the form state, its
 * values and toast); the framework's decoder overflows at a few thousand.
 */
export const defaultMaxDepth = 32;

/** The most bytes read of a post of this kind: only multipart can carry a file. */
export function readLimit(kind: PostKind, options: ScreenOptions): number {
  return options.bodyLimit + (kind === "multipart" ? (options.fileAllowance ?? 0) : 0);
}

/** Route handlers and the framework's own files answer their posts themselves. */
/**
 * A method no page answers (PUT, DELETE, PATCH …) sent to a page's address. Next.js would render
 * the page for it, because every page lives under the `[locale]` segment it reaches by a rewrite;
 * the screen answers 405 instead, as for a plain pre-rendered page. Route handlers (/api/) answer
 * for themselves.
 */
export function isUnsupportedPageMethod(
  method: string | undefined,
  url: string | undefined,
): boolean {
  if (method === undefined || ["GET", "HEAD", "POST", "OPTIONS"].includes(method)) return false;
  const path = url ?? "/";
  return !path.startsWith("/api/") && !path.startsWith("/_next/") && !path.startsWith("/admin");
}

export function isScreenedPost(method: string | undefined, url: string | undefined): boolean {
  if (method !== "POST") return false;
  const path = url ?? "/";
  return !path.startsWith("/api/") && !path.startsWith("/_next/");
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The framework reads an action id only from a string header; so does this. */
export function isActionCall(headers: Headers): boolean {
  return typeof headers["next-action"] === "string";
}

/** A fetch from the site's scripts, which wants a short text rather than a page. */
export function wantsPlainAnswer(headers: Headers): boolean {
  return isActionCall(headers) || (header(headers, "accept") ?? "").includes("text/x-component");
}

function mediaType(contentType: string | undefined): string | undefined {
  const essence = contentType?.split(";")[0]?.trim().toLowerCase();
  return essence || undefined;
}

function classify(contentType: string | undefined, actionCall: boolean): PostKind | undefined {
  switch (mediaType(contentType)) {
    case "multipart/form-data":
      return "multipart";
    // React's encodeReply sends a string as a fetch body, which the browser labels text/plain.
    case "text/plain":
      return actionCall ? "text" : undefined;
    // No form of the site posts this, but a hand-written form might; the framework then renders
    // the page as for a GET, which is harmless. An action call never uses it.
    case "application/x-www-form-urlencoded":
      return actionCall ? undefined : "urlencoded";
    default:
      return undefined;
  }
}

/** What can be decided before the body is read. */
export function screenPostHeaders(headers: Headers, options: ScreenOptions): HeaderVerdict {
  const refuse = (refusal: Refusal): HeaderVerdict => ({ action: "refuse", refusal });
  const origin = checkPostOrigin(headers, options.allowedOrigins);
  if (!origin.ok) {
    return refuse({
      status: 403,
      reason: "cross_origin",
      detail: origin.malformed ? "malformed origin" : undefined,
    });
  }

  const actionCall = isActionCall(headers);
  const contentType = header(headers, "content-type");
  const length = header(headers, "content-length");
  const declaredEmpty = length !== undefined && Number(length) === 0;
  const kind = classify(contentType, actionCall);
  if (kind === undefined) {
    if (contentType === undefined && declaredEmpty) {
      return refuse({ status: 400, reason: "empty_body" });
    }
    return refuse({
      status: 415,
      reason: "unsupported_type",
      detail: mediaType(contentType)?.slice(0, 80) ?? "none",
    });
  }
  // Node has already refused a malformed Content-Length, so a number is all that is left.
  if (length !== undefined && Number(length) > readLimit(kind, options)) {
    return refuse({ status: 413, reason: "too_large", detail: `${length} bytes` });
  }
  return { action: "read", target: { actionCall, kind } };
}

const decoder = new TextDecoder();

function parsesAsJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(decoder.decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** React encodes an action's arguments as a JSON array; the framework applies them as one. */
function isArgumentList(bytes: Uint8Array): boolean {
  try {
    return Array.isArray(JSON.parse(decoder.decode(bytes)));
  } catch {
    return false;
  }
}

/**
 * The arguments of an action call in React's reply encoding: rows of JSON named by number (row
 * "0" holds the arguments), stream rows, and the entries of a FormData argument, named `_<n>_`
 * plus the field's name (text the visitor typed, not JSON, so left alone).
 */
function checkActionCallParts(parts: MultipartPart[], maxDepth: number): Refusal | undefined {
  const root = parts.find((part) => part.name === "0" && part.filename === undefined);
  if (!root) return { status: 400, reason: "malformed_arguments", detail: "no root row" };
  for (const part of parts) {
    if (part.filename !== undefined || part.name.startsWith("_")) continue;
    if (jsonNestingDepth(part.body, maxDepth) > maxDepth) {
      return { status: 400, reason: "too_deep", detail: `row ${part.name.slice(0, 20)}` };
    }
    if (/^\d+$/.test(part.name) && !parsesAsJson(part.body)) {
      return { status: 400, reason: "malformed_arguments", detail: `row ${part.name}` };
    }
  }
  return isArgumentList(root.body)
    ? undefined
    : { status: 400, reason: "malformed_arguments", detail: "not an argument list" };
}

const actionIdLength = 42;
const actionPrefix = "$ACTION_";
const actionIdPrefix = "$ACTION_ID_";
const actionRefPrefix = "$ACTION_REF_";
const descriptorStart = '{"id":"';

/**
 * A form posted without JavaScript names its action in hidden fields: `$ACTION_ID_<id>` for a
 * plain action, or `$ACTION_REF_<n>` with a JSON descriptor in `$ACTION_<n>:0` (and bound
 * arguments in further `$ACTION_<n>:<row>` rows) for one with state. The framework checks the same
 * shape before decoding, but answers a miss with a stack trace in the log; the ids themselves are
 * left to it, since only it knows which exist.
 */
function checkFormParts(parts: MultipartPart[], maxDepth: number): Refusal | undefined {
  const notAForm = (detail: string): Refusal => ({ status: 400, reason: "not_a_form", detail });
  let references = 0;
  let named = false;
  for (const part of parts) {
    if (!part.name.startsWith(actionPrefix)) continue;
    if (part.name.startsWith(actionIdPrefix)) {
      if (part.name.length - actionIdPrefix.length !== actionIdLength) {
        return notAForm("malformed action id");
      }
      named = true;
    } else if (part.name.startsWith(actionRefPrefix)) {
      if (++references > 2) return notAForm("too many action references");
      const descriptorName = `${actionPrefix}${part.name.slice(actionRefPrefix.length)}:0`;
      const descriptors = parts.filter((candidate) => candidate.name === descriptorName);
      const descriptor = descriptors[0];
      if (descriptors.length !== 1 || !descriptor || descriptor.filename !== undefined) {
        return notAForm("missing action descriptor");
      }
      const text = decoder.decode(descriptor.body);
      const idEnd = text.indexOf('"', descriptorStart.length);
      if (!text.startsWith(descriptorStart) || idEnd - descriptorStart.length !== actionIdLength) {
        return notAForm("malformed action descriptor");
      }
      named = true;
    } else if (/^\$ACTION_\d+:/.test(part.name) && part.filename === undefined) {
      if (jsonNestingDepth(part.body, maxDepth) > maxDepth) {
        return { status: 400, reason: "too_deep", detail: part.name.slice(0, 40) };
      }
      if (/^\$ACTION_\d+:\d+$/.test(part.name) && !parsesAsJson(part.body)) {
        return { status: 400, reason: "malformed_arguments", detail: part.name.slice(0, 40) };
      }
    }
  }
  return named ? undefined : notAForm("no action field");
}

/**
 * A multipart body over `bodyLimit` is taken only as a post with exactly one file whose other
 * parts fit in `bodyLimit`: the consultation form with its picture. Anything else that large
 * (long text, several files, a body that does not parse) is refused as too large.
 */
function checkBeyondLimit(
  parsed: ReturnType<typeof parseMultipart>,
  bytes: number,
  bodyLimit: number,
): Refusal | undefined {
  const tooLarge = (detail: string): Refusal => ({ status: 413, reason: "too_large", detail });
  if (!parsed.ok) return tooLarge("unreadable");
  const files = parsed.parts.filter((part) => part.filename !== undefined);
  const [file] = files;
  if (!file || files.length > 1) return tooLarge(`${files.length} files`);
  if (bytes - file.body.length > bodyLimit) return tooLarge("fields");
  return undefined;
}

/** What the buffered body (already within `readLimit`) says. */
export function screenPostBody(
  target: PostTarget,
  contentType: string | undefined,
  body: Uint8Array,
  options: Partial<Pick<ScreenOptions, "maxDepth" | "bodyLimit">> = {},
): Refusal | undefined {
  const maxDepth = options.maxDepth ?? defaultMaxDepth;
  if (body.length === 0) return { status: 400, reason: "empty_body" };
  switch (target.kind) {
    case "urlencoded":
      return undefined;
    case "text":
      if (jsonNestingDepth(body, maxDepth) > maxDepth) return { status: 400, reason: "too_deep" };
      return isArgumentList(body)
        ? undefined
        : { status: 400, reason: "malformed_arguments", detail: "not an argument list" };
    case "multipart": {
      const boundary = multipartBoundary(contentType);
      if (!boundary) return { status: 400, reason: "malformed_multipart", detail: "no boundary" };
      const parsed = parseMultipart(body, boundary);
      if (options.bodyLimit !== undefined && body.length > options.bodyLimit) {
        const refusal = checkBeyondLimit(parsed, body.length, options.bodyLimit);
        if (refusal) return refusal;
      }
      if (!parsed.ok) return { status: 400, reason: "malformed_multipart", detail: parsed.problem };
      return target.actionCall
        ? checkActionCallParts(parsed.parts, maxDepth)
        : checkFormParts(parsed.parts, maxDepth);
    }
  }
}
