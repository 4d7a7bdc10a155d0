"use client";

import { useEffect, useState } from "react";

import {
  badgeWordFor,
  digitBadgeMs,
  typingSelector,
  type DigitWord,
} from "@/lib/keyboard/digit-word";

function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(typingSelector) !== null;
}

/**
 * The home page's small easter egg: press a digit and its name appears in a corner for two
 * seconds, in the page's language (`words`, from the server, so no message catalogue ships for
 * ten words). Keys typed into a field, or pressed with a modifier, are left alone.
 */
export function DigitBadge({ words }: { words: Readonly<Record<DigitWord, string>> }) {
  const [word, setWord] = useState<DigitWord | null>(null);

  // Listening to the keyboard is a subscription to the outside world; the timer belongs to it.
  useEffect(() => {
    let timer: number | undefined;
    function onKeyDown(event: KeyboardEvent) {
      const next = badgeWordFor({
        ...modifiers(event),
        key: event.key,
        typing: isTyping(event.target),
      });
      if (!next) return;
      setWord(next);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWord(null), digitBadgeMs);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.clearTimeout(timer);
    };
  }, []);

  // The live region stays mounted so that screen readers announce each new word.
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed bottom-4 left-4 z-40 sm:bottom-6 sm:left-6"
    >
      {word ? (
        <p
          key={word}
          className="animate-fade-in border border-border-strong bg-surface px-5 py-1.5 font-display text-2xl text-foreground italic"
        >
          {words[word]}
        </p>
      ) : null}
    </div>
  );
}

function modifiers(event: KeyboardEvent) {
  return {
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
  };
}
