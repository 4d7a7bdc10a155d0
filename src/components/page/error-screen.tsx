"use client";

import { describeError } from "@/lib/errors/describe-error";

/** The words of the error screen; English by default, for the page that replaces the root layout. */
export type ErrorScreenTexts = {
  heading: string;
  reference: (digest: string) => string;
  retry: string;
  home: string;
  /** The address of the home page in the page's language. */
  homeHref: string;
  /** The status line and text for an error; the default is the English description. */
  describe: (error: Error & { status?: number }) => { status: string; text: string };
};

export const englishErrorScreenTexts: ErrorScreenTexts = {
  heading: "Unexpected Application Error!",
  reference: (digest) => `Reference: ${digest}`,
  retry: "Try again",
  home: "Return to Home",
  homeHref: "/",
  describe: describeError,
};

/**
 * The fallback for unexpected errors (docs/product.md, 2.3 Redirects, aliases and not-found): the
 * heading, the status and a short text, never a stack trace. Plain anchors, so it works even when
 * the client router is broken. Takes its words as a prop: the page that replaces the root layout
 * has no translations to read.
 */
export function ErrorScreen({
  error,
  reset,
  texts = englishErrorScreenTexts,
}: {
  error: Error & { digest?: string; status?: number };
  reset?: () => void;
  texts?: ErrorScreenTexts;
}) {
  const { status, text } = texts.describe(error);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start px-5 py-24 sm:px-8 lg:py-32">
      <h1 className="text-3xl sm:text-4xl">{texts.heading}</h1>
      <p className="mt-5 font-display text-2xl text-muted-foreground">{status}</p>
      <p className="mt-2 max-w-prose text-muted-foreground">{text}</p>
      {error.digest ? (
        <p className="mt-2 text-xs text-muted-foreground">{texts.reference(error.digest)}</p>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center border border-foreground/70 px-6 text-sm font-semibold tracking-[0.04em] hover:bg-foreground hover:text-background"
          >
            {texts.retry}
          </button>
        ) : null}
        {/* A full page load on purpose: the client router may be what failed. */}
        <a
          href={texts.homeHref}
          className="inline-flex min-h-11 items-center bg-primary px-6 text-sm font-semibold tracking-[0.04em] text-primary-foreground hover:bg-primary-hover"
        >
          {texts.home}
        </a>
      </div>
    </div>
  );
}
