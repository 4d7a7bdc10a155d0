/**
 * The sample programme: what a sample is, what it costs and how it travels. Pages, the checkout
 * and the e-mails read these facts from here, so the store changes them in one place. The price
 * is the one the FAQ and the terms already state (`site.samplePrice`).
 */
import { site } from "@/content/site";
import { maxSamples } from "@/lib/samples/cart";

export const samplePolicy = {
  /** US dollars per sample. */
  price: site.samplePrice,
  /** A cutting large enough to judge a repeat's scale and the texture in daylight. */
  size: "9 × 12 in",
  sizeSpoken: "9 by 12 inches",
  shipping: "3–5 business days",
  /** How many samples one request may hold: enough for a room, few enough to cut by hand. */
  maxPerRequest: maxSamples,
  /** The store's policy: what was paid for samples comes off the wallpaper order. */
  credit: "The cost of your samples is credited against your wallpaper order.",
  currentRun:
    "About to order? Ask for a cutting from the current production run, so the sample matches the dye lot we would ship.",
} as const;
