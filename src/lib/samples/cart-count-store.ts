/**
 * The number of samples in the cart, read in the browser from the cart cookie, so that pages
 * stay pre-rendered and only this tiny store knows the visitor. The buttons announce a change;
 * focus and visibility catch a change made in another tab.
 */
import { sampleCountFromCookieHeader } from "./cart";

const changed = "alcove:samples-changed";

export function subscribeToSampleCount(onChange: () => void): () => void {
  window.addEventListener(changed, onChange);
  window.addEventListener("focus", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener("focus", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

export function sampleCountSnapshot(): number {
  return sampleCountFromCookieHeader(document.cookie);
}

/** The server does not know the visitor's cart: the header renders without a count. */
export function serverSampleCountSnapshot(): null {
  return null;
}

export function notifySamplesChanged(): void {
  window.dispatchEvent(new Event(changed));
}
