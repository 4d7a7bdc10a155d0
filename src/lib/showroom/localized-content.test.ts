import { describe, expect, it } from "vitest";

import { roomTypes, styles } from "@/content/catalog/taxonomy";
import * as enClients from "@/content/clients";
import { roomTypeText, styleText } from "@/content/es/catalog/taxonomy";
import * as esClients from "@/content/es/clients";

import { clientKindLabel, roomTypeTitle, showroomContent, styleName } from "./localized-content";

describe("showroomContent", () => {
  it("gives each language its own words for the same pages", () => {
    const english = showroomContent("en");
    const spanish = showroomContent("es");
    expect(english.home.hero.visitLabel).toBe("Visit Our Showroom");
    expect(english.about.heading).toMatch(/^Meet /);
    // Client names and kinds are the same list in both languages (kinds get a word: below).
    const shared = new Set(["clients"]);
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      if (!shared.has(key)) expect(spanish[key], key).not.toBe(english[key]);
      if (Array.isArray(english[key])) {
        expect((spanish[key] as unknown[]).length, key).toBe((english[key] as unknown[]).length);
      }
    }
  });

  it("reads in Spanish where it matters on the page", () => {
    const content = showroomContent("es");
    expect(content.home.hero.visitLabel).toBe("Visite nuestro showroom");
    expect(content.about.heading).toMatch(/^Conozca a /);
    expect(content.faqs[0]?.question).toBe("¿Cómo consigo muestras de papel tapiz?");
    expect(content.installation.heading).toBe("Instalación profesional de papel tapiz");
  });
});

describe("clientKindLabel", () => {
  it("shows the kind itself in English and its Spanish word in Spanish", () => {
    for (const kind of enClients.clientKinds) {
      expect(clientKindLabel(kind, "en")).toBe(kind);
      expect(clientKindLabel(kind, "es")).toBe(esClients.clientKindText[kind]);
      expect(clientKindLabel(kind, "es")).not.toBe(kind);
    }
    expect(clientKindLabel("Hospitality", "es")).toBe("Hotelería");
  });
});

describe("room and style names", () => {
  it("names every room type in both languages", () => {
    for (const room of roomTypes) {
      expect(roomTypeTitle(room.slug, "en")).toBe(room.title);
      expect(roomTypeTitle(room.slug, "es")).toBe(roomTypeText[room.slug].title);
    }
    expect(roomTypeTitle("dining-room", "es")).toBe("Comedor");
  });

  it("names every style in both languages", () => {
    for (const style of styles) {
      expect(styleName(style.slug, "en")).toBe(style.title);
      expect(styleName(style.slug, "es")).toBe(styleText[style.slug].title);
    }
  });
});
