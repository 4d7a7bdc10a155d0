import { describe, expect, it } from "vitest";

import { colors, materials, styles } from "@/content/catalog/taxonomy";
import { colorText } from "@/lib/catalog/color-text";
import { metaDescription } from "@/lib/catalog/meta-description";
import { stylePageTitle, typePageTitle } from "@/lib/catalog/titles";

describe("metaDescription", () => {
  it("keeps a short text as it is", () => {
    expect(metaDescription("  Short   and sweet. ")).toBe("Short and sweet.");
  });

  it("cuts a long text after the last whole sentence that fits", () => {
    const text = `${"A".repeat(90)}. ${"B".repeat(60)}. ${"C".repeat(40)}.`;
    expect(metaDescription(text)).toBe(`${"A".repeat(90)}. ${"B".repeat(60)}.`);
  });

  it("cuts a long single sentence at a word and marks the cut", () => {
    const result = metaDescription(`${"word ".repeat(60)}end.`);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("word…")).toBe(true);
  });

  // The pages compose their descriptions like this; search engines show 70 to 160 characters.
  const pages = [
    ...styles.map((s) => metaDescription(`${stylePageTitle(s.slug)}: ${s.description}`)),
    ...materials.map((m) => metaDescription(`${typePageTitle(m.slug)}: ${m.description}`)),
    ...colors.map((c) => metaDescription(colorText(c.slug).description)),
  ];
  it.each(pages)("%s is 70-160 characters", (description) => {
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("gives every listing page its own description", () => {
    expect(new Set(pages).size).toBe(pages.length);
  });
});
