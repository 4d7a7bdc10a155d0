"use client";

import { describeError } from "@/lib/errors/describe-error";

/**
 * The fallback for unexpected errors (docs/product.md, 2.3 Redirects, aliases and not-found): the
 * heading, the status and a short text, never a stack trace. Plain anchors, so it works even when
 * the client router is broken.
 */
export function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset?: () => void;
}) {
  const { status, text } = describeError(error);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 sm:px-8 lg:py-32">
      <h1 className="text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-5 font-display text-2xl text-muted-foreground">{status}</p>
      <p className="mt-2 max-w-prose text-muted-foreground">{text}</p>
      {error.digest ? (
        <p className="mt-2 text-xs text-muted-foreground">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center border border-foreground/70 px-6 text-sm font-semibold tracking-[0.04em] hover:bg-foreground hover:text-background"
          >
            Try again
          </button>
        ) : null}
        {/* A full page load on purpose: the client router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center bg-primary px-6 text-sm font-semibold tracking-[0.04em] text-primary-foreground hover:bg-primary-hover"
        >
          Return to Home
        </a>
      </div>
    </div>
  );
}
