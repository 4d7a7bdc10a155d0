import "server-only";

import { cookies } from "next/headers";

import { getProductById, productPath } from "@/lib/catalog/lookups";
import { samplePolicy } from "@/content/samples";
import { offersSample } from "@/lib/samples/sample-eligibility";
import { brandName } from "@/lib/catalog/taxonomy-lookups";
import { parseSampleCart, sampleCartCookie, serializeSampleCart } from "@/lib/samples/cart";
import { resolveCart, type CartCatalog, type ResolvedCart } from "@/lib/samples/cart-lines";

/** The real catalog behind a cart: product facts from the content, the price from the programme. */
export const catalogForCart: CartCatalog = {
  find: getProductById,
  offersSample,
  brandName: (product) => brandName(product.brand),
  path: productPath,
  price: samplePolicy.price,
};

/** The ids in the visitor's cart cookie (garbage dropped, at most ten). */
export async function readCartIds(): Promise<number[]> {
  const store = await cookies();
  return parseSampleCart(store.get(sampleCartCookie)?.value).ids;
}

/** The visitor's cart, priced; ids no longer in the catalog are listed apart. */
export async function readCart(): Promise<ResolvedCart> {
  return resolveCart(await readCartIds(), catalogForCart);
}

/**
 * Writes the cart. Not HttpOnly: the header's count reads it in the browser, and it holds only
 * public catalog ids. SameSite=Lax keeps it off cross-site posts; 90 days is a project's span.
 */
export async function writeCartIds(ids: readonly number[]): Promise<void> {
  const store = await cookies();
  const value = serializeSampleCart(ids);
  if (value === "") {
    store.delete(sampleCartCookie);
    return;
  }
  store.set(sampleCartCookie, value, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 90,
  });
}
