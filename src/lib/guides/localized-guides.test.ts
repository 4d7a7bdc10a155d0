import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { guideSlugs } from "@/content/guides/guide-slugs";
import { messagesByLocale } from "@/messages/messages";
import { guideArticleStructuredData } from "@/lib/seo/guide-structured-data";

import { getGuide } from "./guide-lookup";
import {
  calculatorNeighbours,
  guideList,
  guideNeighbours,
  localizedCalculatorNeighbours,
  localizedGuideList,
} from "./guide-navigation";
import { localizedCrumbs } from "./localized-crumbs";
import {
  guideBySlug,
  localizedCalculatorGuideEntry,
  localizedGlossaryTerms,
  localizedGuideHub,
  localizedGuides,
} from "./localized-guides";

describe("guideBySlug", () => {
  it("finds a guide by the same slug in either language", () => {
    expect(guideBySlug("hang-wallpaper", "en")?.title).toBe("How to Hang Wallpaper");
    expect(guideBySlug("hang-wallpaper", "es")?.title).toBe("Cómo instalar papel tapiz");
    expect(guideBySlug("hang-wallpaper", "en")).toBe(getGuide("hang-wallpaper"));
  });

  it("returns undefined for an unknown slug in either language", () => {
    expect(guideBySlug("wallpaper-calculator", "en")).toBeUndefined();
    expect(guideBySlug("wallpaper-calculator", "es")).toBeUndefined();
  });

  it("has every slug in both languages, in the same order", () => {
    expect(localizedGuides("en").map((guide) => guide.slug)).toEqual([...guideSlugs]);
    expect(localizedGuides("es").map((guide) => guide.slug)).toEqual([...guideSlugs]);
  });
});

describe("localized guide content", () => {
  it("gives the Spanish hub, glossary and calculator entry", () => {
    expect(localizedGuideHub("es").title).toBe("Guía para elegir e instalar papel tapiz");
    expect(localizedGuideHub("es").path).toBe("/how-to-wallpaper");
    expect(localizedGuideHub("en").title).toBe("Wallpaper Selection and Installation Guide");
    expect(
      localizedGlossaryTerms("es")
        .map((term) => term.id)
        .toSorted(),
    ).toEqual(
      localizedGlossaryTerms("en")
        .map((term) => term.id)
        .toSorted(),
    );
    expect(localizedGlossaryTerms("es")[0]?.term).toBe("Guardasilla (chair rail)");
    expect(localizedCalculatorGuideEntry("es").path).toBe("/wallpaper-calculator");
    expect(localizedCalculatorGuideEntry("es").title).toMatch(/^¿Cuántos rollos/);
  });
});

describe("localized guide list and neighbours", () => {
  it("keeps the internal paths and order, with Spanish titles", () => {
    const spanish = localizedGuideList("es");
    expect(spanish.map((entry) => entry.path)).toEqual(guideList.map((entry) => entry.path));
    expect(localizedGuideList("en")).toBe(guideList);
    expect(spanish[3]).toBe(localizedCalculatorGuideEntry("es"));
    spanish.forEach((entry, index) => {
      expect(entry.title).not.toBe(guideList[index]?.title);
    });
  });

  it("steps between Spanish guides, skipping the calculator", () => {
    expect(guideNeighbours("what-can-i-do-with-a-border", "es")).toEqual({
      previous: {
        path: "/how-to/choose-a-wallpaper-pattern",
        title: "Cómo elegir el patrón del papel tapiz",
      },
      next: {
        path: "/how-to/choose-the-right-type-of-wallpaper",
        title: "Cómo elegir el tipo de papel tapiz adecuado",
      },
    });
    expect(guideNeighbours("glossary", "es").next).toBeUndefined();
    expect(guideNeighbours("nope", "es")).toEqual({});
  });

  it("gives the Spanish calculator page the border and type guides", () => {
    const neighbours = localizedCalculatorNeighbours("es");
    expect(neighbours.previous).toEqual({
      path: "/how-to/what-can-i-do-with-a-border",
      title: "¿Qué puedo hacer con una cenefa de papel tapiz?",
    });
    expect(neighbours.next?.path).toBe("/how-to/choose-the-right-type-of-wallpaper");
    expect(localizedCalculatorNeighbours("en")).toEqual(calculatorNeighbours);
  });
});

describe("guide chrome and structured data in Spanish", () => {
  const t = createTranslator({ locale: "es", messages: messagesByLocale.es, namespace: "guides" });

  it("writes the reading time, position and pager in Spanish", () => {
    expect(t("article.readingTime", { minutes: 7 })).toBe("7 min de lectura");
    expect(t("article.position", { position: 6, total: 11 })).toBe("Guía 6 de 11");
    expect(t("pager.previous")).toBe("Anterior");
    expect(t("pager.next")).toBe("Siguiente");
    expect(t("article.contents")).toBe("En esta página");
    expect(
      t.markup("article.updated", {
        date: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }).format(
          new Date("2025-01-06"),
        ),
        time: (chunks) => `[${chunks}]`,
      }),
    ).toBe("Actualizado el [6 de enero de 2025]");
  });

  it("links breadcrumbs to the Spanish addresses", () => {
    expect(
      localizedCrumbs(
        [
          { label: "Inicio", href: "/" },
          { label: "Guías", href: "/how-to-wallpaper" },
          { label: "x" },
        ],
        "es",
      ),
    ).toEqual([
      { label: "Inicio", href: "/es" },
      { label: "Guías", href: "/es/guias-de-papel-tapiz" },
      { label: "x" },
    ]);
  });

  it("describes a Spanish guide as a Spanish Article at its Spanish address", () => {
    const guide = guideBySlug("hang-wallpaper", "es");
    expect(guide).toBeDefined();
    if (!guide) return;
    const data = guideArticleStructuredData(guide, "es");
    expect(data.inLanguage).toBe("es-US");
    expect(data.headline).toBe("Cómo instalar papel tapiz");
    expect(String(data.url)).toMatch(/\/es\/guias\/hang-wallpaper$/);
    const english = guideArticleStructuredData(getGuide("hang-wallpaper")!, "en");
    expect(english.inLanguage).toBe("en-US");
    expect(String(english.url)).toMatch(/[^/]\/how-to\/hang-wallpaper$/);
  });
});
