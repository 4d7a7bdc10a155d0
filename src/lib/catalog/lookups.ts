/**
 * How pages read the catalog: products by id, by route parameter and by taxonomy slug, plus the
 * taxonomy lookups re-exported so a page needs one import. Server-side: importing this module
 * brings in every product, so client components import the taxonomy lookups from
 * "@/lib/catalog/taxonomy-lookups" instead.
 */
import type { Product } from "@/content/catalog/product-schema";
import { products } from "@/content/catalog/products";
import type { BrandSlug, MaterialSlug, StyleSlug } from "@/content/catalog/taxonomy";

export {
  brandName,
  colorTitle,
  getBrand,
  getColor,
  getMaterial,
  getStyle,
  materialDescription,
  materialTitle,
  priceRangeTitle,
  roomTitle,
  styleDescription,
  styleTitle,
  type Brand,
  type Color,
  type Material,
  type Style,
} from "@/lib/catalog/taxonomy-lookups";

const productById = new Map<number, Product>(products.map((product) => [product.id, product]));

export function getProductById(id: number): Product | undefined {
  return productById.get(id);
}

const productParamPattern = /^(\d{1,9})(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/;

/**
 * The id in a product route parameter: "1001-palmetto-grove" → 1001 (a bare "1001" parses too).
 */
export function parseProductParam(param: string): number | undefined {
  const match = productParamPattern.exec(param);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The product at `/wallpaper/<id>-<slug>`, only when both the id and the slug match. */
export function getProductBySlugParam(param: string): Product | undefined {
  const id = parseProductParam(param);
  if (id === undefined) return undefined;
  const product = productById.get(id);
  return product && param === `${product.id}-${product.slug}` ? product : undefined;
}

export function productPath(product: Pick<Product, "id" | "slug">): string {
  return `/wallpaper/${product.id}-${product.slug}`;
}

/**
 * Up to `limit` other products of the same style: those that follow it in the catalog, then
 * wrapping round to the start, so neighbouring pages suggest different products but a given
 * page always suggests the same ones.
 */
export function relatedProducts(product: Product, limit = 4): Product[] {
  const sameStyle = products.filter((p) => p.style === product.style);
  const index = sameStyle.findIndex((p) => p.id === product.id);
  const ordered = [...sameStyle.slice(index + 1), ...sameStyle.slice(0, Math.max(index, 0))];
  return ordered.filter((p) => p.id !== product.id).slice(0, Math.max(limit, 0));
}

export function productsByStyle(slug: StyleSlug): Product[] {
  return products.filter((product) => product.style === slug);
}

export function productsByMaterial(slug: MaterialSlug): Product[] {
  return products.filter((product) => product.material === slug);
}

/** Case-insensitive, like the color filter. */
export function productsByColor(slug: string): Product[] {
  const wanted = slug.trim().toLowerCase();
  return products.filter((product) => product.colors.some((c) => c === wanted));
}

export function productsByBrand(slug: BrandSlug): Product[] {
  return products.filter((product) => product.brand === slug);
}
