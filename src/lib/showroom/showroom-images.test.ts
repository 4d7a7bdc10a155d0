import { describe, expect, it } from "vitest";

import { showroomImages } from "@/lib/images/showroom-images";

import { localizedShowroomImages } from "./showroom-images";

describe("localizedShowroomImages", () => {
  it("gives English pages the English pictures and alt texts, unchanged", () => {
    expect(localizedShowroomImages("en")).toBe(showroomImages);
  });

  it("gives Spanish pages the same pictures with Spanish alt texts", () => {
    const spanish = localizedShowroomImages("es");
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(showroomImages).sort());
    for (const key of Object.keys(showroomImages) as (keyof typeof showroomImages)[]) {
      expect(spanish[key].slot, key).toBe(showroomImages[key].slot);
      expect(spanish[key].alt.length, key).toBeGreaterThan(40);
      expect(spanish[key].alt, key).not.toBe(showroomImages[key].alt);
    }
    expect(spanish.hero.alt).toMatch(/^Seis paneles de papel tapiz/);
    expect(spanish.map.alt).toContain("Ponce de Leon Boulevard");
    expect(spanish.map.alt).toMatch(/^Mapa dibujado/);
  });
});
