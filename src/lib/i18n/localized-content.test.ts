import { describe, expect, it } from "vitest";

import { localizedLegal } from "./localized-legal";
import { localizedNavigation } from "./localized-navigation";
import { localizePath } from "./localize-path";

const english = localizedNavigation("en");
const spanish = localizedNavigation("es");

describe("localizedNavigation", () => {
  it("gives English pages the English labels", () => {
    expect(english.primaryNav.map((link) => link.label)).toEqual([
      "Wallpaper Brands",
      "About",
      "Services",
      "Installation",
      "How To",
      "Contact",
    ]);
    expect(english.bookConsultation.label).toBe("Book Consultation");
  });

  it("gives Spanish pages Spanish labels for the same destinations, in the same order", () => {
    for (const list of [
      "primaryNav",
      "drawerNav",
      "drawerResources",
      "drawerGuideLinks",
      "footerQuickLinks",
      "legalLinks",
      "siteMap",
    ] as const) {
      expect(
        spanish[list].map((link) => link.href),
        list,
      ).toEqual(english[list].map((link) => link.href));
      expect(
        spanish[list].map((link) => link.label),
        list,
      ).not.toEqual(english[list].map((link) => link.label));
    }
    expect(spanish.bookConsultation).toEqual({ href: "/contact", label: "Agendar consulta" });
    expect(spanish.drawerNav[0]?.label).toBe("Inicio");
  });

  it("only links to pages that exist in Spanish", () => {
    for (const link of Object.values(spanish).flat()) {
      expect(localizePath(link.href, "es"), link.href).toMatch(/^\/es(\/|$)/);
    }
  });
});

describe("localizedLegal", () => {
  it("keeps the English documents for English pages", () => {
    expect(localizedLegal("en").privacyPolicy.title).toBe("Privacy Policy");
    expect(localizedLegal("en").termsAndConditions.title).toBe("Terms & Conditions");
  });

  it("gives Spanish pages the Spanish documents, dated the Spanish way", () => {
    const { privacyPolicy, termsAndConditions } = localizedLegal("es");
    expect(privacyPolicy.title).toBe("Política de privacidad");
    expect(privacyPolicy.updated).toBe("25 de noviembre de 2026");
    expect(termsAndConditions.title).toBe("Términos y condiciones");
    expect(termsAndConditions.updated).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  it("keeps every section's anchor, so switching language keeps the reader's place", () => {
    for (const document of ["privacyPolicy", "termsAndConditions"] as const) {
      expect(localizedLegal("es")[document].sections.map((section) => section.id)).toEqual(
        localizedLegal("en")[document].sections.map((section) => section.id),
      );
    }
  });
});
