import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { paperFacts, visualiserPaper } from "./visualiser-paper";

const tile = { src: "/tile.webp", width: 512, height: 512 };

describe("visualiserPaper", () => {
  it("carries the names, the tool's address and how the tile covers the wall", () => {
    const product = products.find(
      (p) => p.material !== "mural" && p.details.verticalRepeatInches > 0,
    )!;
    const paper = visualiserPaper(product, `/wallpaper/${product.id}-${product.slug}`, tile);
    expect(paper.name).toBe(product.name);
    expect(paper.toolHref).toBe(`/wallpaper/${product.id}-${product.slug}/on-your-wall`);
    expect(paper.layout.kind).toBe("repeat");
    expect(paper.verticalRepeatInches).toBe(product.details.verticalRepeatInches);
    expect(paper.facts).toMatch(/ in repeat · (Straight|Half-drop|Random) match$/);
  });

  it("says when a paper has no repeat or is a mural", () => {
    const plain = products.find(
      (p) => p.material !== "mural" && p.details.verticalRepeatInches === 0,
    );
    if (plain) expect(paperFacts(plain)).toMatch(/^No pattern repeat · /);
    const mural = products.find((p) => p.material === "mural");
    if (mural) expect(paperFacts(mural)).toBe("Mural, sized to the wall");
  });
});
