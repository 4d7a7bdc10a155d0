import { describe, expect, it } from "vitest";

import { spanishPathnames } from "@/i18n/routing";

import { internalPath, localizePath, switchLanguagePath } from "./localize-path";

describe("localizePath", () => {
  it("leaves English addresses as they always were", () => {
    expect(localizePath("/contact", "en")).toBe("/contact");
    expect(localizePath("/wallpaper/3007-venetian-court-damask", "en")).toBe(
      "/wallpaper/3007-venetian-court-damask",
    );
  });

  it("gives Spanish pages their own words and keeps slugs, queries and fragments", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/contact", "es")).toBe("/es/contacto");
    expect(localizePath("/contact#message-form", "es")).toBe("/es/contacto#message-form");
    expect(localizePath("/checkout/confirmation?ref=0A1B2C3D", "es")).toBe(
      "/es/finalizar-pedido/confirmacion?ref=0A1B2C3D",
    );
    expect(localizePath("/wallpaper/3007-venetian-court-damask/on-your-wall?height=9", "es")).toBe(
      "/es/papel-tapiz/3007-venetian-court-damask/en-su-pared?height=9",
    );
    expect(localizePath("/styles/damask?color=red", "es")).toBe("/es/estilos/damask?color=red");
    expect(localizePath("/how-to/hang-wallpaper", "es")).toBe("/es/guias/hang-wallpaper");
  });

  it("leaves files, the inbox, other sites and unknown paths alone", () => {
    expect(localizePath("/images/generated/og/og-default-1200.jpg", "es")).toBe(
      "/images/generated/og/og-default-1200.jpg",
    );
    expect(localizePath("/admin", "es")).toBe("/admin");
    expect(localizePath("https://www.openstreetmap.org/", "es")).toBe(
      "https://www.openstreetmap.org/",
    );
    expect(localizePath("//example.com/contact", "es")).toBe("//example.com/contact");
    expect(localizePath("#main-content", "es")).toBe("#main-content");
  });
});

describe("internalPath", () => {
  it("reads Spanish, English and pre-rendered addresses", () => {
    expect(internalPath("/es/contacto")).toEqual({ locale: "es", path: "/contact" });
    expect(internalPath("/es")).toEqual({ locale: "es", path: "/" });
    expect(internalPath("/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(internalPath("/en/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(internalPath("/es/papel-tapiz/3007-x/en-su-pared")).toEqual({
      locale: "es",
      path: "/wallpaper/3007-x/on-your-wall",
    });
  });

  it("round-trips every page of the table", () => {
    for (const internal of Object.keys(spanishPathnames)) {
      const concrete = internal.replace(/\[[^\]]+\]/g, "sample-slug");
      expect(internalPath(localizePath(concrete, "es"))).toEqual({ locale: "es", path: concrete });
    }
  });
});

describe("switchLanguagePath", () => {
  it("leads to the same page in the other language", () => {
    expect(switchLanguagePath("/contact", "es")).toBe("/es/contacto");
    expect(switchLanguagePath("/es/contacto", "en")).toBe("/contact");
    expect(switchLanguagePath("/es", "en")).toBe("/");
    expect(switchLanguagePath("/", "es")).toBe("/es");
  });
});
