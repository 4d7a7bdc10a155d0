import { describe, expect, it } from "vitest";

import {
  browserLocale,
  languageSwitchTarget,
  localeCookie,
  otherLocale,
  rememberedLocale,
  suggestedLocale,
} from "./language-switch";

describe("languageSwitchTarget", () => {
  it("leads from an English page to its Spanish twin and back", () => {
    expect(languageSwitchTarget("/contact", "es")).toBe("/es/contacto");
    expect(languageSwitchTarget("/es/contacto", "en")).toBe("/contact");
    expect(languageSwitchTarget("/", "es")).toBe("/es");
    expect(languageSwitchTarget("/es", "en")).toBe("/");
  });

  it("reads the internal /en/… address English pages are pre-rendered at", () => {
    expect(languageSwitchTarget("/en/contact", "es")).toBe("/es/contacto");
    expect(languageSwitchTarget("/en", "es")).toBe("/es");
    expect(languageSwitchTarget("/en/privacy", "es")).toBe("/es/privacidad");
  });

  it("reads the catalogue's built variants and twins as the catalogue, as the browser shows it", () => {
    expect(languageSwitchTarget("/en/catalog/filtered/style/damask", "es")).toBe("/es/catalogo");
    expect(languageSwitchTarget("/es/catalog/filtered/color/white", "en")).toBe("/catalog");
    expect(languageSwitchTarget("/en/catalog/per-request", "es")).toBe("/es/catalogo");
  });

  it("keeps slugs in both directions", () => {
    expect(languageSwitchTarget("/wallpaper/3007-venetian-court-damask/on-your-wall", "es")).toBe(
      "/es/papel-tapiz/3007-venetian-court-damask/en-su-pared",
    );
    expect(languageSwitchTarget("/es/guias/hang-wallpaper", "en")).toBe("/how-to/hang-wallpaper");
    expect(languageSwitchTarget("/es/estilos/damask", "en")).toBe("/styles/damask");
    expect(languageSwitchTarget("/color/red", "es")).toBe("/es/color/red");
  });

  it("offers no switch where the other language has no such page", () => {
    expect(languageSwitchTarget("/admin", "es")).toBeUndefined();
    expect(languageSwitchTarget("/admin/requests/12", "es")).toBeUndefined();
    expect(languageSwitchTarget("/no-such-page-here", "es")).toBeUndefined();
    expect(languageSwitchTarget("/es/no-existe", "en")).toBeUndefined();
    expect(languageSwitchTarget("/a/b/c/d", "es")).toBeUndefined();
    // An English-looking address that merely starts with the letters "es".
    expect(languageSwitchTarget("/estilos", "es")).toBeUndefined();
  });
});

describe("otherLocale", () => {
  it("names the language the page is not in", () => {
    expect(otherLocale("en")).toBe("es");
    expect(otherLocale("es")).toBe("en");
  });
});

describe("the remembered choice", () => {
  it("is a site-wide cookie for a year, secure over HTTPS", () => {
    expect(localeCookie("es", false)).toBe(
      "NEXT_LOCALE=es; path=/; max-age=31536000; samesite=lax",
    );
    expect(localeCookie("en", true)).toBe(
      "NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax; secure",
    );
  });

  it("is read back from document.cookie, ignoring other cookies and unknown languages", () => {
    expect(rememberedLocale("")).toBeUndefined();
    expect(rememberedLocale("samples=1,2; NEXT_LOCALE=es")).toBe("es");
    expect(rememberedLocale("NEXT_LOCALE=en; samples=1")).toBe("en");
    expect(rememberedLocale("NEXT_LOCALE=fr")).toBeUndefined();
    expect(rememberedLocale("MY_NEXT_LOCALE=es")).toBeUndefined();
  });
});

describe("browserLocale", () => {
  it("takes only the browser's first preferred language", () => {
    expect(browserLocale(["es-US", "en-US"])).toBe("es");
    expect(browserLocale(["es"])).toBe("es");
    expect(browserLocale(["EN-gb"])).toBe("en");
    expect(browserLocale(["fr-FR", "es-US"])).toBeUndefined();
    expect(browserLocale([])).toBeUndefined();
  });
});

describe("suggestedLocale", () => {
  const base = { cookies: "", languages: [] as string[], dismissed: false };

  it("offers Spanish to a Spanish-preferring browser on an English page, and not on a Spanish one", () => {
    expect(suggestedLocale({ ...base, pageLocale: "en", languages: ["es-US", "en"] })).toBe("es");
    expect(suggestedLocale({ ...base, pageLocale: "es", languages: ["es-US"] })).toBeUndefined();
  });

  it("offers English to an English-preferring browser on a Spanish page", () => {
    expect(suggestedLocale({ ...base, pageLocale: "es", languages: ["en-US"] })).toBe("en");
  });

  it("lets a remembered choice win over the browser", () => {
    expect(
      suggestedLocale({
        ...base,
        pageLocale: "es",
        languages: ["en-US"],
        cookies: "NEXT_LOCALE=es",
      }),
    ).toBeUndefined();
    expect(
      suggestedLocale({
        ...base,
        pageLocale: "en",
        languages: ["en-US"],
        cookies: "NEXT_LOCALE=es",
      }),
    ).toBe("es");
  });

  it("stays quiet for other languages and after a dismissal", () => {
    expect(suggestedLocale({ ...base, pageLocale: "en", languages: ["fr-FR"] })).toBeUndefined();
    expect(
      suggestedLocale({ ...base, pageLocale: "en", languages: ["es-US"], dismissed: true }),
    ).toBeUndefined();
  });
});
