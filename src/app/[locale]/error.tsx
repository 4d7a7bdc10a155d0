"use client";

import { lazy, Suspense } from "react";

import { ErrorScreenUnavailable } from "@/components/page/error-screen-unavailable";

// Every page loads its error boundary with its first scripts; the screen itself (status texts,
// Spanish wording) loads only when an error is shown, about 0.7 kB less on every page. If its
// script cannot load either (a new deployment replaced it, the connection dropped), a plain
// screen from the page's own texts stands in.
const LocalizedErrorScreen = lazy(() =>
  import("@/components/page/localized-error-screen").then(
    (module) => ({ default: module.LocalizedErrorScreen }),
    () => ({ default: ErrorScreenUnavailable }),
  ),
);

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <LocalizedErrorScreen error={error} reset={reset} />
    </Suspense>
  );
}
