"use client";

import { MapPinned } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The drawn map stands in for the interactive one: the third-party embed (and the requests,
 * cookies and weight it brings) loads only when the visitor asks for it.
 */
export function MapFacade({
  embedUrl,
  title,
  buttonLabel,
  placeholder,
}: {
  embedUrl: string;
  title: string;
  /** "Show interactive map", in the page's language. */
  buttonLabel: string;
  /** The static map, rendered on the server. */
  placeholder: React.ReactNode;
}) {
  const [interactive, setInteractive] = useState(false);

  return (
    <div className="relative aspect-[3/2] w-full overflow-hidden border border-border bg-muted">
      {interactive ? (
        <iframe
          // Focus follows the visitor's choice, so the keyboard lands in the map it just opened.
          ref={(frame) => frame?.focus()}
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          {placeholder}
          <div className="absolute inset-x-0 bottom-0 flex justify-center p-4 sm:justify-end">
            <button
              type="button"
              className={buttonVariants({ variant: "inverse" })}
              onClick={() => setInteractive(true)}
            >
              <MapPinned aria-hidden="true" />
              {buttonLabel}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
