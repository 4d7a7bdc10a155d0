import { describe, expect, it } from "vitest";

import { catalogText, listWords } from "./catalog-text";

describe("catalog texts", () => {
  it("keep the English listing texts word for word", () => {
    const t = catalogText("en");
    expect(t("filters.option", { label: "Thibaut", count: 12, selected: "no" })).toBe(
      "Thibaut, 12 wallpapers",
    );
    expect(t("filters.option", { label: "Thibaut", count: 1, selected: "yes" })).toBe(
      "Thibaut, 1 wallpaper, selected",
    );
    expect(t("filters.showResults", { count: 1 })).toBe("Show 1 wallpaper");
    expect(t("filters.showResults", { count: 7 })).toBe("Show 7 wallpapers");
    expect(t("filters.activeCount", { count: 2 })).toBe("2 active");
    expect(t("loadMore.status", { shown: 24, total: 151 })).toBe("Showing 24 of 151 wallpapers");
    expect(t("colorPage.seeAll", { count: 20, name: "teal" })).toBe("See all 20 teal wallpapers");
    expect(t("galleryBrowser.count", { shown: 12, total: 151 })).toBe(
      "Showing 12 of 151 wallpapers",
    );
    expect(t("galleryBrowser.countMatching", { shown: 12, total: 20, q: "floral" })).toBe(
      "12 of 20 wallpapers matching “floral”",
    );
    expect(t("galleryBrowser.end", { total: 1 })).toBe("You've seen the 1 matching wallpaper");
    expect(t("galleryBrowser.end", { total: 151 })).toBe("You've seen all 151 wallpapers");
  });

  it("word the same texts in Spanish, with Spanish plurals", () => {
    const t = catalogText("es");
    expect(t("filters.option", { label: "Thibaut", count: 1, selected: "yes" })).toBe(
      "Thibaut, 1 papel tapiz, seleccionado",
    );
    expect(t("filters.showResults", { count: 7 })).toBe("Mostrar 7 papeles tapiz");
    expect(t("filters.activeCount", { count: 1 })).toBe("1 activo");
    expect(t("loadMore.status", { shown: 24, total: 151 })).toBe(
      "Mostrando 24 de 151 papeles tapiz",
    );
    expect(t("galleryBrowser.countMatching", { shown: 1, total: 1, q: "rayas" })).toBe(
      "1 de 1 papel tapiz que coincide con “rayas”",
    );
    expect(t("galleryBrowser.end", { total: 1 })).toBe("Ya vio el único papel tapiz que coincide");
    expect(t("stylesPage.designs", { count: 1 })).toBe("1 diseño");
  });

  it("list words as each language does", () => {
    expect(listWords(["green", "blue", "white"])).toBe("green, blue and white");
    expect(listWords(["verde", "azul", "blanco"], "es")).toBe("verde, azul y blanco");
    expect(listWords(["gris"], "es")).toBe("gris");
  });
});
