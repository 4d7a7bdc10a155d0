import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { descriptionStyle, localizedVisualiserRooms } from "./visualiser-locale";

describe("the visualiser's content words", () => {
  it("offers the same sample rooms in both languages, named in each", () => {
    const english = localizedVisualiserRooms("en");
    const spanish = localizedVisualiserRooms("es");
    expect(spanish.map((room) => room.id)).toEqual(english.map((room) => room.id));
    expect(spanish.map((room) => room.slot)).toEqual(english.map((room) => room.slot));
    expect(spanish.map((room) => room.walls)).toEqual(english.map((room) => room.walls));
    expect(english.find((room) => room.id === "living-room")?.name).toBe("Living room");
    expect(spanish.find((room) => room.id === "living-room")?.name).toBe("Sala");
  });

  it("gives the description the style in each language's form", () => {
    const product = products.find((p) => p.style === "traditional")!;
    expect(descriptionStyle(product, "en")).toBe("traditional");
    const spanish = descriptionStyle(product, "es");
    expect(spanish).toMatch(/^papel tapiz /);
    expect(spanish).not.toMatch(/traditional/i);
  });
});
