"use server";

import "server-only";

import { redirect } from "next/navigation";

import { isLocale, type Locale } from "@/i18n/routing";
import { formDataArgument } from "@/lib/forms/form-data-argument";
import { addSample, cartLocaleField, parseProductId, removeSample } from "@/lib/samples/cart";
import {
  cartNoticeToast,
  checkoutNoticeHref,
  type CartActionResult,
  type CartNotice,
} from "@/lib/samples/cart-messages";

import { catalogForCart, readCartIds, writeCartIds } from "./sample-cart";

/**
 * Adding and removing samples. Each change has two doors: the form post (no JavaScript), which
 * writes the cookie and lands on /checkout with a notice, and the in-place call the buttons make
 * with JavaScript, which answers with a toast and the new count. Both validate the id against the
 * catalog: a post is a public endpoint.
 *
 * The language comes with the call (a hidden field, or an argument): these actions run outside
 * any page, so only the caller knows which language the visitor reads. Anything but a known
 * language reads as English.
 */

function callerLocale(value: unknown): Locale {
  return isLocale(value) ? value : "en";
}

async function changeCart(
  kind: "add" | "remove",
  rawId: unknown,
): Promise<{ notice: CartNotice; productId?: number; name?: string; count: number }> {
  const ids = await readCartIds();
  const productId = parseProductId(rawId);
  const product = productId === undefined ? undefined : catalogForCart.find(productId);
  if (productId === undefined || !product || !catalogForCart.offersSample(product)) {
    // An unknown id still leaves the cart as it is; removing one simply takes it out.
    if (kind === "remove" && productId !== undefined && ids.includes(productId)) {
      const next = removeSample(ids, productId);
      await writeCartIds(next);
      return { notice: "removed", productId, count: next.length };
    }
    return { notice: "unavailable", count: ids.length };
  }
  if (kind === "remove") {
    const next = removeSample(ids, productId);
    await writeCartIds(next);
    return { notice: "removed", productId, name: product.name, count: next.length };
  }
  const { ids: next, result } = addSample(ids, productId);
  if (result === "added") await writeCartIds(next);
  return { notice: result, productId, name: product.name, count: next.length };
}

function result(change: Awaited<ReturnType<typeof changeCart>>, locale: Locale): CartActionResult {
  return {
    notice: change.notice,
    toast: cartNoticeToast(change.notice, change.name, locale),
    count: change.count,
  };
}

/** The "Add sample" form's action without JavaScript. */
export async function addSampleToCart(formData: FormData): Promise<void> {
  const form = formDataArgument(formData);
  const change = await changeCart("add", form.get("productId"));
  redirect(
    checkoutNoticeHref(change.notice, change.productId, callerLocale(form.get(cartLocaleField))),
  );
}

/** The "Remove" form's action without JavaScript. */
export async function removeSampleFromCart(formData: FormData): Promise<void> {
  const form = formDataArgument(formData);
  const change = await changeCart("remove", form.get("productId"));
  redirect(
    checkoutNoticeHref(change.notice, change.productId, callerLocale(form.get(cartLocaleField))),
  );
}

/** "Add sample" with JavaScript: the page stays, a toast answers. */
export async function addSampleInPlace(
  productId: number,
  locale?: Locale,
): Promise<CartActionResult> {
  return result(await changeCart("add", productId), callerLocale(locale));
}

/** "Remove" with JavaScript; the cookie change re-renders /checkout in place. */
export async function removeSampleInPlace(
  productId: number,
  locale?: Locale,
): Promise<CartActionResult> {
  return result(await changeCart("remove", productId), callerLocale(locale));
}
