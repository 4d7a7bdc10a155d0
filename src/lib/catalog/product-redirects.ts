/**
 * Shortened or outdated product addresses (`/wallpaper/1001`, `/wallpaper/1001-old-name`) move
 * permanently to the product's own address, so shared links keep working. They are redirects in
 * next.config rather than the page's own logic: the product pages are built for known addresses
 * only, so an invented address is answered with the pre-rendered 404 instead of being rendered,
 * and kept, once for every address anyone makes up.
 *
 * Relative imports only: next.config loads this file.
 */
import { escapeRegExp } from "../utils/escape-reg-exp";

type ProductAddress = { id: number; slug: string };

export type ProductRedirect = { source: string; destination: string; permanent: true };

/**
 * One rule per product: its bare id, or its id with any other name (next.config matches routes
 * case-sensitively, so a capitalised name moves too).
 */
export function productRedirects(products: readonly ProductAddress[]): ProductRedirect[] {
  return products.map(({ id, slug }) => ({
    source: `/wallpaper/:address(${id}(?:-(?!${escapeRegExp(slug)}$)[^/]*)?)`,
    destination: `/wallpaper/${id}-${slug}`,
    permanent: true,
  }));
}
