"use client";

import { useState } from "react";
import type * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";

/** Instagram's embed script: the only third-party script on the site, and only after a click. */
export const instagramEmbedScript = "https://www.instagram.com/embed.js";

type InstagramWindow = Window & { instgrm?: { Embeds?: { process?: () => void } } };

function loadEmbedScript() {
  const existing = (window as InstagramWindow).instgrm;
  if (existing?.Embeds?.process) {
    existing.Embeds.process();
    return;
  }
  if (document.querySelector(`script[src="${instagramEmbedScript}"]`)) return;
  const script = document.createElement("script");
  script.src = instagramEmbedScript;
  script.async = true;
  document.body.append(script);
}

/**
 * The store's own pictures stand in for the Instagram feed; Instagram's script, with its
 * requests and cookies, loads only when the visitor presses the button.
 */
export type InstagramFeedLabels = {
  /** The button that loads the feed. */
  load: string;
  /** The note under the button about Instagram's cookies. */
  notice: string;
  /** The link to the profile once the feed is loaded, naming the handle. */
  profileLink: string;
  /** Read after the profile link: it opens in a new tab. */
  newTab: string;
};

export function InstagramFeedFacade({
  profileUrl,
  labels,
  children,
}: {
  profileUrl: string;
  labels: InstagramFeedLabels;
  /** The store's own image grid, rendered on the server. */
  children: React.ReactNode;
}) {
  const [loaded, setLoaded] = useState(false);

  function handleLoad() {
    setLoaded(true);
    loadEmbedScript();
  }

  return (
    <div>
      {children}
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        {loaded ? (
          <div
            // Focus moves to the feed that replaced the button, so the keyboard is not stranded.
            ref={(region) => region?.focus()}
            tabIndex={-1}
            className="w-full max-w-[540px] outline-none"
          >
            <blockquote
              className="instagram-media border border-border bg-surface p-6 text-center"
              data-instgrm-permalink={profileUrl}
              data-instgrm-version="14"
            >
              <a
                href={profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold underline underline-offset-4"
              >
                {labels.profileLink}
                <span className="sr-only">{` ${labels.newTab}`}</span>
              </a>
            </blockquote>
          </div>
        ) : (
          <>
            <button
              type="button"
              className={buttonVariants({ variant: "outline" })}
              onClick={handleLoad}
            >
              {labels.load}
            </button>
            <p className="max-w-sm text-xs text-muted-foreground">{labels.notice}</p>
          </>
        )}
      </div>
    </div>
  );
}
