import { describe, expect, it } from "vitest";

import { site as spanishSite } from "@/content/es/site";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/config/public-config";

import { breadcrumbStructuredData, storeStructuredData } from "./structured-data";

type ListItem = { position: number; name: string; item?: string };

describe("storeStructuredData", () => {
  it("describes the store in English by default, as it always has", () => {
    const data = storeStructuredData();
    expect(data).toEqual(storeStructuredData("en"));
    expect(data).toMatchObject({
      "@type": "HomeGoodsStore",
      "@id": `${absoluteUrl("/")}#store`,
      description: site.blurb,
      slogan: site.tagline,
      url: absoluteUrl("/"),
      areaServed: "South Florida",
      telephone: "+13055550142",
    });
    expect(data).not.toHaveProperty("inLanguage");
  });

  it("describes the same store in Spanish, at the Spanish home page", () => {
    const data = storeStructuredData("es");
    expect(data).toMatchObject({
      "@type": "HomeGoodsStore",
      // One business: the same identifier in both languages.
      "@id": `${absoluteUrl("/")}#store`,
      name: "Alcove Wallcoverings",
      description: spanishSite.blurb,
      slogan: spanishSite.tagline,
      url: absoluteUrl("/es"),
      inLanguage: "es-US",
      areaServed: "Sur de Florida",
      telephone: site.phone.e164,
      address: { streetAddress: site.address.street, addressLocality: "Coral Gables" },
    });
    expect(data.description).not.toBe(site.blurb);
    // Day names are schema.org identifiers, not prose.
    expect(data.openingHoursSpecification).toEqual(
      (storeStructuredData() as { openingHoursSpecification: unknown }).openingHoursSpecification,
    );
  });
});

describe("breadcrumbStructuredData", () => {
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "How To Wallpaper", href: "/how-to-wallpaper" },
    { label: "Hang wallpaper" },
  ];

  it("keeps English crumbs at their English addresses without a language", () => {
    const data = breadcrumbStructuredData(crumbs);
    expect(data).toEqual(breadcrumbStructuredData(crumbs, "en"));
    expect(data).not.toHaveProperty("inLanguage");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      {
        "@type": "ListItem",
        position: 2,
        name: "How To Wallpaper",
        item: absoluteUrl("/how-to-wallpaper"),
      },
      { "@type": "ListItem", position: 3, name: "Hang wallpaper" },
    ]);
  });

  it("writes Spanish crumbs at their Spanish addresses, with the language", () => {
    const data = breadcrumbStructuredData(
      [
        { label: "Inicio", href: "/" },
        { label: "Guías", href: "/how-to-wallpaper" },
        { label: "Papel tapiz", href: "/wallpaper/3007-venetian-court-damask" },
        { label: "Véalo en su pared" },
      ],
      "es",
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.inLanguage).toBe("es-US");
    const items = data.itemListElement as ListItem[];
    expect(items.map((item) => item.name)).toEqual([
      "Inicio",
      "Guías",
      "Papel tapiz",
      "Véalo en su pared",
    ]);
    expect(items.map((item) => item.item)).toEqual([
      absoluteUrl("/es"),
      absoluteUrl("/es/guias-de-papel-tapiz"),
      absoluteUrl("/es/papel-tapiz/3007-venetian-court-damask"),
      undefined,
    ]);
  });
});
