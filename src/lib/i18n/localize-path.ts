/**
 * Addresses in both languages. Code everywhere builds the internal (English) path of a page, e.g.
 * "/wallpaper/3007-venetian-court-damask?ref=x#details"; these functions turn it into the address
 * a visitor sees in a given language and back. The table of Spanish segments is the routing
 * configuration (src/i18n/routing.ts).
 *
 * Relative imports only: next.config loads this file.
 */
import {
  defaultLocale,
  spanishPathnames,
  type InternalPathname,
  type Locale,
} from "../../i18n/routing";

type Template = {
  internal: InternalPathname;
  internalSegments: string[];
  spanishSegments: string[];
};

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

const templates: Template[] = (Object.keys(spanishPathnames) as InternalPathname[])
  .map((internal) => ({
    internal,
    internalSegments: segmentsOf(internal),
    spanishSegments: segmentsOf(spanishPathnames[internal]),
  }))
  // Fixed segments before parameters, so "/checkout/confirmation" is never read as a parameter.
  .sort((a, b) => fixedCount(b.internalSegments) - fixedCount(a.internalSegments));

function fixedCount(segments: string[]): number {
  return segments.filter((segment) => !isParameter(segment)).length;
}

function isParameter(segment: string): boolean {
  return segment.startsWith("[") && segment.endsWith("]");
}

/** The values of a template's parameters in a concrete path, or undefined if it does not match. */
function match(pattern: string[], segments: string[]): Map<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const values = new Map<string, string>();
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    if (isParameter(part)) values.set(part, segment);
    else if (part !== segment) return undefined;
  }
  return values;
}

function fill(pattern: string[], values: Map<string, string>): string {
  return `/${pattern.map((part) => values.get(part) ?? part).join("/")}`;
}

/** Splits "/a/b?x=1#y" into "/a/b" and "?x=1#y". */
function splitSuffix(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}

/** The address of an internal path in `locale`; paths that are not pages are returned as given. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname, suffix] = splitSuffix(path);
  const segments = segmentsOf(pathname);
  for (const template of templates) {
    const values = match(template.internalSegments, segments);
    if (!values) continue;
    const spanish = fill(template.spanishSegments, values);
    return `/es${spanish === "/" ? "" : spanish}${suffix}`;
  }
  return path;
}

/** The language and internal path of an address as a visitor sees it (or as pre-rendered). */
export function internalPath(address: string): { locale: Locale; path: string } {
  const [pathname, suffix] = splitSuffix(address);
  const segments = segmentsOf(pathname);
  const [first, ...rest] = segments;
  if (first === "en") return { locale: "en", path: `/${rest.join("/")}${suffix}` };
  if (first !== "es") return { locale: "en", path: address };
  for (const template of templates) {
    const values = match(template.spanishSegments, rest);
    if (values)
      return { locale: "es", path: `${fill(template.internalSegments, values)}${suffix}` };
  }
  return { locale: "es", path: `/${rest.join("/")}${suffix}` };
}

/** The same page in the other language. */
export function switchLanguagePath(address: string, to: Locale): string {
  return localizePath(internalPath(address).path, to);
}
