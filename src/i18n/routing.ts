/**
 * The site's two languages and their addresses. English keeps the unprefixed addresses it always
 * had; Spanish lives under /es with its own words for each fixed path segment. Slugs (products,
 * styles, guides) stay as they are in both languages, so one product has one identifier.
 *
 * Relative imports only: next.config loads this file.
 */
import type { RoutingConfig } from "next-intl/routing";

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Keys are the internal (English) paths; values the Spanish address of the same page. */
export const spanishPathnames = {
  "/": "/",
  "/about": "/nosotros",
  "/catalog": "/catalogo",
  "/checkout": "/finalizar-pedido",
  "/checkout/confirmation": "/finalizar-pedido/confirmacion",
  "/collections": "/colecciones",
  "/color/[colorName]": "/color/[colorName]",
  "/consultation": "/consulta",
  "/contact": "/contacto",
  "/design-system": "/sistema-de-diseno",
  "/faqs": "/preguntas-frecuentes",
  "/how-to/[slug]": "/guias/[slug]",
  "/how-to-wallpaper": "/guias-de-papel-tapiz",
  "/installation": "/instalacion",
  "/privacy": "/privacidad",
  "/samples": "/muestras",
  "/services": "/servicios",
  "/styles": "/estilos",
  "/styles/[styleName]": "/estilos/[styleName]",
  "/terms": "/terminos",
  "/testimonials": "/testimonios",
  "/types/[typeName]": "/tipos/[typeName]",
  "/wallpaper/[idSlug]": "/papel-tapiz/[idSlug]",
  "/wallpaper/[idSlug]/on-your-wall": "/papel-tapiz/[idSlug]/en-su-pared",
  "/wallpaper-brands": "/marcas-de-papel-tapiz",
  "/wallpaper-calculator": "/calculadora-de-papel-tapiz",
} as const;

export type InternalPathname = keyof typeof spanishPathnames;

type LocalizedPathnames = {
  [K in InternalPathname]: { en: K; es: (typeof spanishPathnames)[K] };
};

// What next-intl's defineRouting would return (it hands its argument back as it is), written as a
// type: client code reads this module, and next-intl's code stays out of the browser.
export const routing: RoutingConfig<typeof locales, "as-needed", LocalizedPathnames, never> = {
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  // Search engines and shared links land where they point: no redirect by browser language.
  localeDetection: false,
  // The hreflang alternates are written in each page's metadata (and the sitemap), not as a
  // Link header: pre-rendered pages never pass through a middleware here.
  alternateLinks: false,
  pathnames: Object.fromEntries(
    Object.entries(spanishPathnames).map(([internal, spanish]) => [
      internal,
      { en: internal, es: spanish },
    ]),
  ) as LocalizedPathnames,
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
