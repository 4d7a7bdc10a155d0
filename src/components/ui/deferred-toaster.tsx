"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const Toaster = dynamic(() => import("./toaster").then((module) => module.Toaster), {
  ssr: false,
});

const firstUse = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toaster (sonner, ≈ 14 kB) loads at the visitor's first touch, key or focus, or after a few
 * seconds, instead of with every page: every toast answers something the visitor did, and that
 * first gesture comes well before any answer from the server.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // Subscribing to browser events is what effects are for; the state only flips once.
    const want = () => setWanted(true);
    for (const type of firstUse) window.addEventListener(type, want, { once: true, passive: true });
    const timer = window.setTimeout(want, 4000);
    return () => {
      for (const type of firstUse) window.removeEventListener(type, want);
      window.clearTimeout(timer);
    };
  }, []);
  return wanted ? <Toaster /> : null;
}
