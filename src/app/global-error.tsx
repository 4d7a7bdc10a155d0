"use client";

import { lazy, Suspense } from "react";

import "./globals.css";

// Loaded with every page's first scripts; the screen itself loads only when it is shown. If its
// script cannot load either, a plain heading and a way home stand in.
const ErrorScreen = lazy(() =>
  import("@/components/page/error-screen").then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({
      default: () => (
        <div className="mx-auto max-w-3xl px-5 py-24 sm:px-8">
          <h1 className="text-3xl sm:text-4xl">Unexpected Application Error!</h1>
          {/* A full page load on purpose: the scripts of this page are what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-primary btn-md mt-10">
            Return to Home
          </a>
        </div>
      ),
    }),
  ),
);

/** Replaces the root layout when it fails, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <head>
        <title>Unexpected Application Error</title>
      </head>
      <body>
        <main>
          <Suspense fallback={null}>
            <ErrorScreen error={error} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
