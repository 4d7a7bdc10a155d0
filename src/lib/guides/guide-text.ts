import { type GuideBlock } from "@/content/guides/guide-schema";
import { inlineLinkTargets, stripInlineLinks } from "./inline-links";

/** Every piece of reader-visible text in a guide body, link markup removed. */
export function guideBodyText(body: readonly GuideBlock[]): string[] {
  return body.flatMap((block) => {
    switch (block.type) {
      case "heading":
      case "paragraph":
        return [stripInlineLinks(block.text)];
      case "list":
        return block.items.map(stripInlineLinks);
      case "steps":
        return block.items.flatMap((step) => [step.title, stripInlineLinks(step.text)]);
      case "tip":
        return [block.title, stripInlineLinks(block.text)];
      case "links":
        return block.items.map((item) => item.label);
    }
  });
}

export function countWords(texts: readonly string[]): number {
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** At an unhurried 220 words a minute, rounded, never under one minute. */
export function readingMinutesFor(body: readonly GuideBlock[]): number {
  return Math.max(1, Math.round(countWords(guideBodyText(body)) / 220));
}

/** Every link target in a guide body: inline links and links blocks. */
export function guideLinkTargets(body: readonly GuideBlock[]): string[] {
  return body.flatMap((block) => {
    switch (block.type) {
      case "heading":
        return [];
      case "paragraph":
        return inlineLinkTargets(block.text);
      case "list":
        return block.items.flatMap(inlineLinkTargets);
      case "steps":
        return block.items.flatMap((step) => inlineLinkTargets(step.text));
      case "tip":
        return inlineLinkTargets(block.text);
      case "links":
        return block.items.map((item) => item.href);
    }
  });
}
