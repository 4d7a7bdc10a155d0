/**
 * What the visitor is told after adding or removing a sample: the toast with JavaScript, the
 * notice at the top of /checkout without it. Pure, so both read the same words.
 */
import type { FormToast } from "@/lib/forms/form-state";

import { maxSamples, type AddResult } from "./cart";

export type CartNotice = AddResult | "removed" | "unavailable";

export const cartNotices: readonly CartNotice[] = [
  "added",
  "already",
  "full",
  "removed",
  "unavailable",
];

export function isCartNotice(value: unknown): value is CartNotice {
  return typeof value === "string" && (cartNotices as readonly string[]).includes(value);
}

export function cartNoticeToast(notice: CartNotice, productName?: string): FormToast {
  const name = productName ?? "The sample";
  switch (notice) {
    case "added":
      return { title: "Sample added", description: `${name} is in your samples.`, tone: "success" };
    case "already":
      return {
        title: "Already in your samples",
        description: `${name} is already in your samples; one cutting of each is plenty.`,
        tone: "success",
      };
    case "full":
      return {
        title: `Up to ${maxSamples} samples per request`,
        description: `Your request already holds ${maxSamples} samples. Remove one to add another, or place this order and start a new one.`,
        tone: "destructive",
      };
    case "removed":
      return {
        title: "Sample removed",
        description: `${name} was removed from your samples.`,
        tone: "success",
      };
    case "unavailable":
      return {
        title: "Not available as a sample",
        description: "This wallpaper is no longer in our catalogue, so it cannot be sampled.",
        tone: "destructive",
      };
  }
}

/** What the in-place actions return to the button that called them. */
export type CartActionResult = { notice: CartNotice; toast: FormToast; count: number };

/** Where a post without JavaScript lands: the cart, with the notice written on the page. */
export function checkoutNoticeHref(notice: CartNotice, productId?: number): string {
  const params = new URLSearchParams({ notice });
  if (productId !== undefined) params.set("product", String(productId));
  return `/checkout?${params.toString()}`;
}
