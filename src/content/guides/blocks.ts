/**
 * Small constructors that keep the guide articles readable as prose. Heading ids default to the
 * slugified heading text, which is what the table of contents and deep links use.
 */
import { slugify } from "@/lib/guides/slugify";
import {
  type GuideHeadingBlock,
  type GuideLink,
  type GuideLinksBlock,
  type GuideListBlock,
  type GuideParagraphBlock,
  type GuideStepsBlock,
  type GuideTipBlock,
} from "./guide-schema";

export function h2(text: string, id = slugify(text)): GuideHeadingBlock {
  return { type: "heading", level: 2, text, id };
}

export function h3(text: string, id = slugify(text)): GuideHeadingBlock {
  return { type: "heading", level: 3, text, id };
}

export function p(text: string): GuideParagraphBlock {
  return { type: "paragraph", text };
}

export function bullets(...items: string[]): GuideListBlock {
  return { type: "list", items };
}

export function numbered(...items: string[]): GuideListBlock {
  return { type: "list", ordered: true, items };
}

export function steps(...items: [title: string, text: string][]): GuideStepsBlock {
  return { type: "steps", items: items.map(([title, text]) => ({ title, text })) };
}

export function tip(title: string, text: string): GuideTipBlock {
  return { type: "tip", title, text };
}

export function links(...items: [label: string, href: string][]): GuideLinksBlock {
  return { type: "links", items: items.map(([label, href]): GuideLink => ({ href, label })) };
}
