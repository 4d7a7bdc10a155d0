/**
 * The other papers a visitor can try on the wall they already marked: some of the same style and
 * some of the same main colour, the current paper first. Chosen on the server from the catalog,
 * so the browser receives a dozen papers, not the catalog.
 */
import type { Product } from "@/content/catalog/product-schema";

export const maxPaperChoices = 12;

/**
 * Products after `product` in `list` order, wrapping round to the start, so neighbouring papers
 * suggest different choices but a given paper always suggests the same ones.
 */
function following(product: Product, list: readonly Product[]): Product[] {
  const index = list.findIndex((p) => p.id === product.id);
  if (index < 0) return [...list];
  return [...list.slice(index + 1), ...list.slice(0, index)];
}

/**
 * Up to `limit` papers, `product` first, then alternately one of the same style (those sharing
 * a colour with it first) and one of another style in its main colour; when either runs out the
 * other fills the rest.
 */
export function paperChoices(
  product: Product,
  catalog: readonly Product[],
  limit = maxPaperChoices,
): Product[] {
  if (limit <= 0) return [];
  const others = following(product, catalog).filter((p) => p.id !== product.id);
  const sharesColour = (p: Product) => p.colors.some((c) => product.colors.includes(c));
  const sameStyle = others.filter((p) => p.style === product.style);
  const styleQueue = [
    ...sameStyle.filter(sharesColour),
    ...sameStyle.filter((p) => !sharesColour(p)),
  ];
  const mainColour = product.colors[0];
  const colourQueue = others.filter(
    (p) => p.style !== product.style && mainColour !== undefined && p.colors.includes(mainColour),
  );
  const chosen: Product[] = [product];
  while (chosen.length < limit && (styleQueue.length > 0 || colourQueue.length > 0)) {
    const fromStyle = styleQueue.shift();
    if (fromStyle) chosen.push(fromStyle);
    if (chosen.length >= limit) break;
    const fromColour = colourQueue.shift();
    if (fromColour) chosen.push(fromColour);
  }
  return chosen;
}
