import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";
import { formatInches, matchLabel } from "@/lib/catalog/product-details";

import { visualiserTexts } from "./texts.test-support";
import { paperFacts, visualiserPaper } from "./visualiser-paper";

const tile = { src: "/tile.webp", width: 512, height: 512 };
const english = visualiserTexts("en", "visualiser.facts");
const spanish = visualiserTexts("es", "visualiser.facts");

const repeating = products.find(
  (p) => p.material !== "mural" && p.details.verticalRepeatInches > 0,
)!;
const plain = products.find((p) => p.material !== "mural" && p.details.verticalRepeatInches === 0);
const mural = products.find((p) => p.material === "mural");

describe("visualiserPaper", () => {
  it("carries the names, the tool's address and how the tile covers the wall", () => {
    const paper = visualiserPaper(repeating, `/wallpaper/${repeating.id}-${repeating.slug}`, tile, {
      style: "Traditional",
      facts: paperFacts(repeating, english),
    });
    expect(paper.name).toBe(repeating.name);
    expect(paper.style).toBe("Traditional");
    expect(paper.toolHref).toBe(`/wallpaper/${repeating.id}-${repeating.slug}/on-your-wall`);
    expect(paper.layout.kind).toBe("repeat");
    expect(paper.verticalRepeatInches).toBe(repeating.details.verticalRepeatInches);
    expect(paper.facts).toMatch(/ in repeat · (Straight|Half-drop|Random) match$/);
  });

  it("states the repeat and the match as the catalog does", () => {
    expect(paperFacts(repeating, english)).toBe(
      `${formatInches(repeating.details.verticalRepeatInches)} repeat · ${matchLabel(repeating.details.match)} match`,
    );
  });

  it("says when a paper has no repeat or is a mural", () => {
    if (plain) expect(paperFacts(plain, english)).toMatch(/^No pattern repeat · /);
    if (mural) expect(paperFacts(mural, english)).toBe("Mural, sized to the wall");
  });
});

describe("paperFacts in Spanish", () => {
  it("writes the repeat in inches and the match with the glossary's words", () => {
    expect(paperFacts(repeating, spanish)).toMatch(
      /^Repetición de [\d.]+ pulgadas · Casado (recto|a medio salto|libre)$/,
    );
    const halfDrop = products.find(
      (p) =>
        p.material !== "mural" &&
        p.details.verticalRepeatInches === 21 &&
        p.details.match === "half-drop",
    );
    if (halfDrop) {
      expect(paperFacts(halfDrop, spanish)).toBe(
        "Repetición de 21 pulgadas · Casado a medio salto",
      );
    }
  });

  it("says when a paper has no repeat or is a mural", () => {
    if (plain) expect(paperFacts(plain, spanish)).toMatch(/^Sin repetición del patrón · Casado /);
    if (mural) expect(paperFacts(mural, spanish)).toBe("Mural, a la medida de la pared");
  });
});
