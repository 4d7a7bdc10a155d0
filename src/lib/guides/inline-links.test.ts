import { describe, expect, it } from "vitest";
import { inlineLinkTargets, parseInlineLinks, stripInlineLinks } from "./inline-links";

describe("parseInlineLinks", () => {
  it("returns plain text as a single segment", () => {
    expect(parseInlineLinks("No links here.")).toEqual([{ type: "text", text: "No links here." }]);
  });

  it("returns nothing for an empty string", () => {
    expect(parseInlineLinks("")).toEqual([]);
  });

  it("splits text around links", () => {
    expect(parseInlineLinks("Use the [calculator](/wallpaper-calculator) first.")).toEqual([
      { type: "text", text: "Use the " },
      { type: "link", href: "/wallpaper-calculator", label: "calculator" },
      { type: "text", text: " first." },
    ]);
  });

  it("handles links at the edges, side by side, and with anchors", () => {
    expect(parseInlineLinks("[a](/a)[b](/how-to/glossary#bolt)")).toEqual([
      { type: "link", href: "/a", label: "a" },
      { type: "link", href: "/how-to/glossary#bolt", label: "b" },
    ]);
  });

  it("leaves external, javascript and malformed targets as text", () => {
    for (const text of [
      "[x](https://example.com)",
      "[x](javascript:alert(1))",
      "[x] (/gap)",
      "[x](/has space)",
      "[unclosed(/a)",
      "brackets [like this] alone",
    ]) {
      expect(parseInlineLinks(text)).toEqual([{ type: "text", text }]);
    }
  });

  it("keeps labels with punctuation", () => {
    expect(parseInlineLinks("[kids & teen, 2025](/styles/kid-teen)")[0]).toEqual({
      type: "link",
      href: "/styles/kid-teen",
      label: "kids & teen, 2025",
    });
  });
});

describe("stripInlineLinks and inlineLinkTargets", () => {
  const text = "See [blue](/color/blue) and [teal](/color/teal) papers.";

  it("reduce links to their labels", () => {
    expect(stripInlineLinks(text)).toBe("See blue and teal papers.");
  });

  it("list the targets in order", () => {
    expect(inlineLinkTargets(text)).toEqual(["/color/blue", "/color/teal"]);
  });
});
