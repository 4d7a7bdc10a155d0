"use client";

import { LocalizedErrorScreen } from "@/components/page/localized-error-screen";

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <LocalizedErrorScreen error={error} reset={reset} />;
}
