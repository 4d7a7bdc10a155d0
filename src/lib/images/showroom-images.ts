import { site } from "@/content/site";

/**
 * Alt texts for the drawn showroom pictures, written from what each picture shows, so every page
 * that uses one describes it the same way. Replace them with the real photographs' descriptions.
 */
export const showroomImages = {
  hero: {
    slot: "showroom-hero",
    alt: "Six full-length wallpaper panels on a brass rail in the showroom, from a bird-and-blossom chinoiserie and natural grasscloth to a dark damask, a red toile, pink florals and a green trellis, behind a long oak sample table and shelves of pattern books.",
  },
  about: {
    slot: "showroom-about",
    alt: "The showroom's oak consultation table with an open sample tray and a stack of pattern books, in front of four hanging panels: a blue-bird chinoiserie, pink peonies, grasscloth and a green trellis.",
  },
  books: {
    slot: "showroom-books",
    alt: "Shelves of wallpaper sample books in the showroom library, their spines in teal, blue, rose, ochre and cream.",
  },
  panels: {
    slot: "showroom-panels",
    alt: "Three wallpaper panels hung side by side from a brass rail: a sage damask on charcoal, a blue-bird chinoiserie on pale aqua, and large green banana leaves.",
  },
  map: {
    slot: "map-showroom",
    alt: `Drawn street map of ${site.address.city} with a red pin on ${site.address.street.replace(/^\d+\s+/, "")}, near ${site.address.neighbourhood}.`,
  },
} as const;
