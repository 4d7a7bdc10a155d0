"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef } from "react";

/** Re-checks that catch late layout (images above the fold) after a forward navigation. */
const settleDelaysMs = [100, 300, 600, 1000];

/**
 * A navigation to a new page starts at the top with the header in view. Back and Forward are left
 * to the browser, which restores the position the visitor left (a long gallery keeps its place).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const traversing = useRef(false);

  // A popstate (Back/Forward) precedes the pathname change; remember it so we do not fight it.
  useLayoutEffect(() => {
    const onPopState = () => {
      traversing.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useLayoutEffect(() => {
    // The first render, and React's development double-run of effects, are not navigations.
    const changed = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    if (!changed) return;
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    if (window.location.hash) return;
    const toTop = () => {
      // Stop once the visitor has scrolled on their own.
      if (window.scrollY > 0 && userScrolled) return;
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    };
    let userScrolled = false;
    const markUser = () => {
      userScrolled = true;
    };
    window.addEventListener("wheel", markUser, { passive: true, once: true });
    window.addEventListener("touchmove", markUser, { passive: true, once: true });
    window.addEventListener("keydown", markUser, { once: true });
    window.addEventListener("pointerdown", markUser, { once: true });
    toTop();
    const timers = settleDelaysMs.map((delay) => window.setTimeout(toTop, delay));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener("wheel", markUser);
      window.removeEventListener("touchmove", markUser);
      window.removeEventListener("keydown", markUser);
      window.removeEventListener("pointerdown", markUser);
    };
  }, [pathname]);

  return null;
}
