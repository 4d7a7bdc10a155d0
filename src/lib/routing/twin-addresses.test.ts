import { describe, expect, it } from "vitest";

import { internalTwinPath, localizeTwinPath, shownPagePath } from "@/lib/routing/twin-addresses";

describe("twin and variant addresses", () => {
  it.each([
    ["/catalog", "/catalog"],
    ["/es/catalogo", "/catalog"],
    // As the build renders them, and as typed in.
    ["/en/catalog/filtered/style/damask", "/catalog"],
    ["/es/catalog/filtered/color/white", "/catalog"],
    ["/es/catalogo/filtered/color/white", "/catalog"],
    ["/es/catalogo/per-request", "/catalog"],
    [
      "/es/papel-tapiz/1001-coconut-grove-fronds/en-su-pared",
      "/wallpaper/1001-coconut-grove-fronds/on-your-wall",
    ],
  ])("reads %s as showing %s", (address, page) => {
    expect(shownPagePath(address)).toBe(page);
  });

  it("keeps a twin's or variant's own segments between the two languages", () => {
    expect(internalTwinPath("/es/catalogo/filtered/color/white")).toEqual({
      locale: "es",
      path: "/catalog/filtered/color/white",
    });
    expect(localizeTwinPath("/catalog/filtered/color/white", "es")).toBe(
      "/es/catalogo/filtered/color/white",
    );
    expect(localizeTwinPath("/styles/damask/per-request", "es")).toBe(
      "/es/estilos/damask/per-request",
    );
  });
});
