import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { maxPxPerInch, scaleViewMaxPx, scaleViewModel } from "./scale-view-model";

function first(predicate: (p: (typeof products)[number]) => boolean) {
  const product = products.find(predicate);
  if (!product) throw new Error("no product matches");
  return product;
}

describe("scale view", () => {
  it("draws a repeating paper as one vertical repeat against a ruler that covers it", () => {
    const product = first((p) => p.details.verticalRepeatInches > 0);
    const model = scaleViewModel(product);
    expect(model.mode).toBe("repeat");
    expect(model.tileInches).toBe(product.details.verticalRepeatInches);
    expect(model.rulerInches).toBeGreaterThanOrEqual(model.tileInches);
    expect(model.rulerInches % 6).toBe(0);
    expect(model.headline).toContain(`${product.details.verticalRepeatInches} in vertical repeat`);
  });

  it("says a random-match paper has no repeat", () => {
    const model = scaleViewModel(
      first((p) => p.details.match === "random" && p.details.verticalRepeatInches === 0),
    );
    expect(model.mode).toBe("section");
    expect(model.headline).toBe("Random match, no repeat");
  });

  it("calls a mural one continuous scene measured by the panel", () => {
    const model = scaleViewModel(first((p) => p.material === "mural"));
    expect(model.headline).toBe("One continuous scene, no repeat");
    expect(model.widthLabel).toBe("Panel width");
  });

  it("keeps every drawing inside its box and every inch tick in order", () => {
    for (const product of products) {
      const model = scaleViewModel(product);
      const longest = Math.max(model.rulerInches, model.rollWidthInches);
      expect(longest * model.pxPerInch).toBeLessThanOrEqual(scaleViewMaxPx + 1e-9);
      expect(model.pxPerInch).toBeLessThanOrEqual(maxPxPerInch);
      expect(model.ticks[0]).toMatchObject({ inches: 0, label: "0" });
      expect(model.ticks.at(-1)?.inches).toBe(model.rulerInches);
    }
  });

  it("keeps relative sizes true: a larger repeat is drawn larger at the same scale", () => {
    const small = scaleViewModel(
      first(
        (p) =>
          p.details.verticalRepeatInches > 0 &&
          p.details.verticalRepeatInches <= 12 &&
          p.details.widthInches <= 27,
      ),
    );
    const large = scaleViewModel(
      first(
        (p) =>
          p.details.verticalRepeatInches >= 24 &&
          p.details.verticalRepeatInches <= 27 &&
          p.details.widthInches <= 27,
      ),
    );
    expect(small.tileInches * small.pxPerInch).toBeLessThan(large.tileInches * large.pxPerInch);
  });
});

describe("scale view in Spanish", () => {
  it("states the repeat and the match in Spanish, with inches as pulg.", () => {
    const product = first(
      (p) =>
        p.details.verticalRepeatInches > 0 &&
        p.details.horizontalRepeatInches > 0 &&
        p.details.match === "half-drop" &&
        p.material !== "mural",
    );
    const model = scaleViewModel(product, "es");
    expect(model.headline).toBe(
      `Repetición vertical de ${product.details.verticalRepeatInches} pulg., casado a medio salto`,
    );
    expect(model.widthLabel).toBe("Ancho del rollo");
    expect(model.caption).toBe(
      `Repetición horizontal de ${product.details.horizontalRepeatInches} pulg. ` +
        "Dibujado a escala junto a una regla en pulgadas, con el ancho del rollo y una placa de " +
        "interruptor de luz para comparar. La marca color latón de la regla equivale a una repetición.",
    );
  });

  it("names papers without a repeat and murals in Spanish", () => {
    const random = scaleViewModel(
      first((p) => p.details.match === "random" && p.details.verticalRepeatInches === 0),
      "es",
    );
    expect(random.headline).toBe("Casado libre, sin repetición");
    const mural = scaleViewModel(
      first((p) => p.material === "mural"),
      "es",
    );
    expect(mural.headline).toBe("Una sola escena continua, sin repetición");
    expect(mural.widthLabel).toBe("Ancho del panel");
    expect(mural.caption).toContain("La muestra enseña una sección del ancho de un panel.");
  });

  it("draws the same geometry in both languages", () => {
    for (const product of products) {
      const {
        headline: _en,
        caption: _enCaption,
        widthLabel: _enWidth,
        ...english
      } = scaleViewModel(product);
      const { headline, caption, widthLabel, ...spanish } = scaleViewModel(product, "es");
      expect(spanish).toEqual(english);
      for (const text of [headline, caption, widthLabel]) {
        expect(text).not.toMatch(/\b(repeat|match|roll|width|in)\b/);
      }
    }
  });

  it("keeps the English caption word for word", () => {
    const product = first(
      (p) => p.details.verticalRepeatInches > 0 && p.details.horizontalRepeatInches > 0,
    );
    expect(scaleViewModel(product).caption).toBe(
      `Horizontal repeat ${product.details.horizontalRepeatInches} in. Drawn to scale against an ` +
        `inch ruler, with the ${product.material === "mural" ? "panel" : "roll"} width and a ` +
        "light switch plate for comparison. The brass mark on the ruler is one repeat.",
    );
  });
});
