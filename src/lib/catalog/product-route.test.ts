import { describe, expect, it } from "vitest";

import { products } from "@/content/catalog/products";

import { localizedCrumbs, productCrumbs } from "./product-route";

const product = products[0];
if (!product) throw new Error("the catalog is empty");
const productHref = `/wallpaper/${product.id}-${product.slug}`;

describe("product breadcrumbs", () => {
  it("leads Home > Catalog > the style's page > the product in English", () => {
    const crumbs = productCrumbs(product);
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      "Home",
      "Catalog",
      expect.stringMatching(/ Wallpaper$/),
      product.name,
    ]);
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      "/",
      "/catalog",
      `/styles/${product.style}`,
      undefined,
    ]);
  });

  it("names the same steps in Spanish, with the internal paths the links localize", () => {
    const crumbs = productCrumbs(product, undefined, "es");
    expect(crumbs[0]).toEqual({ label: "Inicio", href: "/" });
    expect(crumbs[1]).toEqual({ label: "Catálogo", href: "/catalog" });
    expect(crumbs[2]?.label).toMatch(/^(Papel tapiz|Murales)/);
    expect(crumbs[2]?.href).toBe(`/styles/${product.style}`);
    expect(crumbs[3]).toEqual({ label: product.name });
  });

  it("links the product when a page below it adds itself", () => {
    const crumbs = productCrumbs(product, "En su pared", "es");
    expect(crumbs.slice(-2)).toEqual([
      { label: product.name, href: productHref },
      { label: "En su pared" },
    ]);
  });

  it("gives JSON-LD the Spanish addresses", () => {
    const crumbs = localizedCrumbs(productCrumbs(product, "En su pared", "es"), "es");
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      "/es",
      "/es/catalogo",
      `/es/estilos/${product.style}`,
      `/es/papel-tapiz/${product.id}-${product.slug}`,
      undefined,
    ]);
    expect(localizedCrumbs(productCrumbs(product), "en").map((crumb) => crumb.href)).toEqual([
      "/",
      "/catalog",
      `/styles/${product.style}`,
      undefined,
    ]);
  });
});
