import { describe, expect, it } from "vitest";
import { type GuideBlock } from "@/content/guides/guide-schema";
import { countWords, guideBodyText, guideLinkTargets, readingMinutesFor } from "./guide-text";
import { slugify } from "./slugify";
import { tableOfContents } from "./table-of-contents";

const body: GuideBlock[] = [
  { type: "heading", level: 2, text: "Before you start", id: "before-you-start" },
  { type: "paragraph", text: "Read the [label](/how-to/glossary#bolt) first." },
  { type: "heading", level: 3, text: "Detail", id: "detail" },
  { type: "list", items: ["One [item](/catalog)", "Two"] },
  {
    type: "steps",
    items: [
      { title: "Cut", text: "Use a [blade](/samples)." },
      { title: "Paste", text: "Evenly." },
    ],
  },
  { type: "tip", title: "Tip", text: "Ask [us](/consultation)." },
  { type: "heading", level: 2, text: "After", id: "after" },
  { type: "links", items: [{ href: "/wallpaper-calculator", label: "Calculator" }] },
];

describe("guide text helpers", () => {
  it("collect visible text without link markup", () => {
    expect(guideBodyText(body)).toContain("Read the label first.");
    expect(guideBodyText(body).join(" ")).not.toContain("](");
  });

  it("count words, ignoring stray punctuation", () => {
    expect(countWords(["Hello, world - again", "  two  words "])).toBe(5);
  });

  it("derive reading time, at least one minute", () => {
    expect(readingMinutesFor(body)).toBe(1);
    const long: GuideBlock[] = [{ type: "paragraph", text: "word ".repeat(1100) }];
    expect(readingMinutesFor(long)).toBe(5);
  });

  it("collect every link target from every kind of block", () => {
    expect(guideLinkTargets(body)).toEqual([
      "/how-to/glossary#bolt",
      "/catalog",
      "/samples",
      "/consultation",
      "/wallpaper-calculator",
    ]);
  });

  it("build the table of contents from h2 headings only", () => {
    expect(tableOfContents({ body })).toEqual([
      { id: "before-you-start", text: "Before you start" },
      { id: "after", text: "After" },
    ]);
  });

  it("slugify headings into anchor ids", () => {
    expect(slugify("Tools and materials")).toBe("tools-and-materials");
    expect(slugify("Sun, fading & natural materials")).toBe("sun-fading-and-natural-materials");
    expect(slugify("  Scalamandré's 60-30-10 rule ")).toBe("scalamandre-s-60-30-10-rule");
  });
});
