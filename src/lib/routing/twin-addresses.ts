/**
 * Addresses of the routes a page's twin and built variants live at (./twin-route.ts), in both
 * languages. Only the page's part of such a path has a Spanish name: the twin of `/es/catalogo` is
 * `/es/catalogo/per-request`, a variant `/es/catalogo/filtered/style/damask`; the build renders
 * them at `/es/catalog/…` and `/en/catalog/…`.
 *
 * Relative imports only: next.config loads this file (through the list of pre-rendered pages).
 */
import type { Locale } from "../../i18n/routing";
import { internalPath, localizePath } from "../i18n/localize-path";

import { splitTwinPath } from "./twin-route";

/** The language and internal path of an address, a twin's or a variant's segments kept. */
export function internalTwinPath(address: string): ReturnType<typeof internalPath> {
  const { page, rest } = splitTwinPath(address);
  const internal = internalPath(page);
  return { ...internal, path: `${internal.path}${rest}` };
}

/** The internal path of the page an address shows: a twin or a variant shows its page. */
export function shownPagePath(address: string): string {
  return internalPath(splitTwinPath(address).page).path;
}

/**
 * An internal path's address in `locale`, a twin's or a variant's segments kept. A variant has no
 * address visitors use (they reach it by its page's address and a query); this is the one the
 * proxy redirects to the filtered page.
 */
export function localizeTwinPath(path: string, locale: Locale): string {
  const { page, rest } = splitTwinPath(path);
  return `${localizePath(page, locale)}${rest}`;
}
