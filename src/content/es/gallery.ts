/**
 * The inspiration gallery in Spanish. The rooms, scenes and slots are the English ones; only the
 * alt text is written here, keyed by the item's id, so the pictures cannot drift apart.
 */
import { galleryItems as englishGalleryItems, type GalleryItem } from "@/content/gallery";

const alts: Readonly<Record<string, string>> = {
  "sage-damask-living-room":
    "Una sala cubierta con un damasco verde salvia sobre fondo claro, con un sofá tapizado, una mesa auxiliar con una lámpara y un árbol en maceta junto a la ventana.",
  "celadon-chinoiserie-bedroom":
    "Un dormitorio revestido con una chinoiserie celadón de ramas en flor y pájaros azules, detrás de una cama tapizada con ropa de cama blanca y dos lámparas de noche.",
  "indigo-toile-dining-room":
    "Un comedor cubierto con una toile índigo de escenas pastoriles sobre crema, con una mesa de roble, sillas tapizadas, un jarrón con ramas y una lámpara colgante de latón.",
  "banana-leaf-powder-room":
    "Un baño de visitas cubierto con grandes hojas de plátano verdes sobre blanco, con un tocador de mármol sobre patas de latón bajo un espejo arqueado de latón y dos apliques.",
  "teal-trellis-entry-hall":
    "Un vestíbulo cubierto con un enrejado ojival verde azulado profundo sobre marfil, con una consola de madera oscura con una lámpara, libros y ramas, sobre un piso de cuadros.",
  "natural-grasscloth-office":
    "Una oficina en casa revestida de grasscloth natural color canela, con paneles de tono ligeramente variable, detrás de un escritorio de roble, una lámpara de escritorio y una silla tapizada.",
  "starry-nursery":
    "Un cuarto de bebé cubierto con estrellas amarillas, azules y rosadas dispersas sobre un fondo gris azulado claro, con una cuna blanca bajo un móvil y una canasta tejida al lado.",
  "blue-ticking-laundry-room":
    "Un cuarto de lavado cubierto con rayas de cutí azules sobre blanco, con lavadora y secadora bajo una encimera de madera y, encima, un estante con toallas y frascos.",
  "gold-deco-living-room":
    "Una sala cubierta con abanicos Art Deco dorados impresos en tinta metálica sobre un fondo azul casi negro, con un sofá tapizado, una lámpara sobre una mesa auxiliar y un árbol en maceta.",
  "rose-floral-bedroom":
    "Un dormitorio cubierto con ramos de peonías rosa empolvado y hojas verdes sobre un fondo blanco cálido, detrás de una cama tapizada y dos lámparas de noche.",
};

const unknownIds = Object.keys(alts).filter(
  (id) => !englishGalleryItems.some((item) => item.id === id),
);
if (unknownIds.length > 0) throw new Error(`Spanish gallery alt for unknown ids: ${unknownIds}`);

export const galleryItems: readonly GalleryItem[] = englishGalleryItems.map((item) => {
  const alt = alts[item.id];
  if (alt === undefined) throw new Error(`Gallery item ${item.id} has no Spanish alt text`);
  return { ...item, alt };
});
