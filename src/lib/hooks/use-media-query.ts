"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches: null in the server HTML and during hydration (the server
 * cannot know the screen), the browser's answer afterwards, updated when it changes.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
