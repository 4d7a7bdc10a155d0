/**
 * The brand showcase in Spanish. Names, websites, availability and the drawn samples are the
 * English ones; only each house's description, the special-order note and the drawings' alt
 * texts are written here.
 */
import {
  brandShowcase as englishBrandShowcase,
  specialOrderArtwork as englishSpecialOrderArtwork,
  type ShowcaseEntry,
  type ShowcaseSample,
} from "@/content/catalog/brand-showcase";
import type { BrandSlug, specialOrderBrand } from "@/content/catalog/taxonomy";

type ShowcaseSlug = BrandSlug | (typeof specialOrderBrand)["slug"];

const descriptions: Readonly<Record<ShowcaseSlug, string>> = {
  thibaut:
    "Una casa de diseño estadounidense conocida por sus papeles tapiz y telas coordinados: florales, chinoiserie, grasscloth y estampados, a menudo en colores frescos y limpios. Sus muestrarios facilitan llevar un mismo estilo de una habitación a otra.",
  schumacher:
    "Una casa de Nueva York conocida por papeles tapiz y telas con un marcado punto de vista decorativo. Su oferta va desde documentos de archivo hasta audaces colaboraciones con diseñadores contemporáneos.",
  "phillip-jeffries":
    "Conocida por sus revestimientos de pared naturales y especiales: grasscloth, sedas, corcho, texturas tejidas y papeles metalizados. Muchos se hacen a mano, y la oferta incluye opciones con clasificación comercial para proyectos de hotelería.",
  york: "Un fabricante estadounidense de papel tapiz con una amplia gama de papeles impresos, desde diseños tradicionales y botánicos hasta texturas modernas y autoadhesivos. Una opción práctica cuando un proyecto pide buen diseño a un precio accesible.",
  "cole-and-son":
    "Una casa británica de papel tapiz conocida por su archivo de diseños históricos y sus patrones contemporáneos gráficos, a menudo ingeniosos. Sus botánicos y sus papeles trampantojo son favoritos de los diseñadores.",
  "osborne-and-little":
    "Una casa británica conocida por papeles tapiz y telas con una mirada segura y ecléctica. Espere colores intensos, detalles metálicos y texturas ingeniosas.",
  "designers-guild":
    "Una casa londinense conocida por el color audaz y los florales de aire pictórico, junto a lisos y texturas serenos. Sus colecciones están pensadas para combinarse en una misma habitación.",
  sanderson:
    "Una casa británica conocida por los florales ingleses y los diseños botánicos, muchos tomados de su archivo. Sus papeles dan a una habitación el encanto relajado de una casa de campo.",
  scalamandre:
    "Una casa estadounidense conocida por sus sedas, reproducciones históricas y papeles tapiz espectaculares y de gran estilo. Ideal para salones formales y restauraciones de época.",
  kravet:
    "Una casa estadounidense de propiedad familiar con una amplia biblioteca de revestimientos de pared y telas, que incluye colecciones creadas con diseñadores reconocidos. Su oferta abarca ambientes clásicos, de transición y modernos.",
  romo: "Una casa británica de propiedad familiar conocida por su diseño contemporáneo, su color sofisticado y sus revestimientos de pared de rica textura. Sus papeles van bien en interiores serenos y modernos.",
  zoffany:
    "Una casa británica conocida por sus diseños refinados de inspiración histórica: damascos, documentos y texturas en una paleta cuidadosamente pensada. Muy adecuada para ambientes clásicos y de transición.",
  harlequin:
    "Una marca británica conocida por sus estampados contemporáneos y luminosos y su color alegre. Muchos de sus diseños van bien en salas familiares y habitaciones infantiles.",
  brewster:
    "Una empresa estadounidense de revestimientos de pared conocida por sus colecciones accesibles, con muchos papeles autoadhesivos y no tejidos fáciles de instalar. Una buena opción para viviendas de alquiler y renovaciones rápidas.",
  "maya-romanoff":
    "Conocida por sus revestimientos de pared artesanales hechos a mano: cuentas de vidrio, nácar, hoja metálica y superficies con acabado a mano. Una de las favoritas para paredes protagonistas en casas y espacios de hotelería.",
  "de-gournay":
    "Una casa británica conocida por su chinoiserie pintada a mano y sus papeles tapiz paisajísticos sobre seda y papel. Cada panel se pinta para la habitación donde se instalará.",
};

function isShowcaseSlug(slug: string): slug is ShowcaseSlug {
  return Object.hasOwn(descriptions, slug);
}

const specialOrderNote =
  "Disponible por pedido especial a través del showroom, pintado a mano por encargo.";

export const brandShowcase: readonly ShowcaseEntry[] = englishBrandShowcase.map(
  (entry): ShowcaseEntry => {
    if (!isShowcaseSlug(entry.slug))
      throw new Error(`Brand ${entry.slug} has no Spanish description`);
    const description = descriptions[entry.slug];
    return entry.note === undefined
      ? { ...entry, description }
      : { ...entry, description, note: specialOrderNote };
  },
);

const [firstArtwork, secondArtwork] = englishSpecialOrderArtwork;

/** Drawn impressions of the special-order house; the alt text says they are illustrations. */
export const specialOrderArtwork: readonly [ShowcaseSample, ShowcaseSample] = [
  {
    ...firstArtwork,
    alt: "Ilustración de una chinoiserie pintada a mano: ramas en flor y pájaros sobre un fondo celadón",
  },
  {
    ...secondArtwork,
    alt: "Ilustración de un comedor revestido con un paisaje pintado de pabellones, árboles y colinas lejanas",
  },
];
