"use client";

import { ErrorScreen } from "@/components/page/error-screen";

import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <head>
        <title>Unexpected Application Error</title>
      </head>
      <body>
        <main>
          <ErrorScreen error={error} />
        </main>
      </body>
    </html>
  );
}
