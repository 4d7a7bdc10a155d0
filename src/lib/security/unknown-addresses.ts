/**
 * Invented addresses under the routes built for a known list (`/how-to/<guide>`,
 * `/wallpaper/<id>-<name>`) are rewritten to the pre-rendered 404 page. Rendered per request, the
 * 404 would need a nonce from the proxy, which never runs on those paths (it would slow every
 * product page); the pre-rendered 404 carries the hashes of its own scripts, so it works like any
 * other page. Known products' other addresses are redirected before rewrites apply
 * (src/lib/catalog/product-redirects.ts), and so are guides' addresses typed with capitals.
 *
 * Relative imports only: next.config loads this file.
 */
import { escapeRegExp } from "../utils/escape-reg-exp";

export type Rewrite = { source: string; destination: string };
export type Redirect = Rewrite & { permanent: true };

const notFoundPage = "/_not-found";

/** Rules are kept short: Next.js refuses a route source over 4,096 characters. */
export function unknownAddressRewrites(
  guideSlugs: readonly string[],
  productIds: readonly number[],
): Rewrite[] {
  const guides = guideSlugs.map(escapeRegExp).join("|");
  const ids = [...new Set(productIds)].join("|");
  return [
    { source: `/how-to/:address((?!(?:${guides})$).*)`, destination: notFoundPage },
    {
      // A product page, or its wall visualiser below it.
      source: `/wallpaper/:address((?!(?:${ids})-[^/]+(?:/on-your-wall)?$).*)`,
      destination: notFoundPage,
    },
    // The same in Spanish (src/i18n/routing.ts names the segments).
    { source: `/es/guias/:address((?!(?:${guides})$).*)`, destination: notFoundPage },
    {
      source: `/es/papel-tapiz/:address((?!(?:${ids})-[^/]+(?:/en-su-pared)?$).*)`,
      destination: notFoundPage,
    },
  ];
}

/** Each letter either way round: the rewrites above ignore case, redirects do not. */
function anyCase(slug: string): string {
  return [...slug]
    .map((char) => (/[a-z]/.test(char) ? `[${char}${char.toUpperCase()}]` : escapeRegExp(char)))
    .join("");
}

/**
 * A guide's address typed with capitals moves to the guide. Next.js matches rewrites without
 * regard to case, so the rewrite above takes `/how-to/Glossary` for the glossary and leaves it to
 * the guide route, which knows only the exact address and would render a 404 per request.
 */
export function capitalisedGuideRedirects(guideSlugs: readonly string[]): Redirect[] {
  return guideSlugs.map((slug) => ({
    source: `/how-to/:address((?!${escapeRegExp(slug)}$)${anyCase(slug)})`,
    destination: `/how-to/${slug}`,
    permanent: true,
  }));
}
