/**
 * The Spanish words of the catalog's taxonomy, keyed by slug. Slugs, order, swatches, price
 * bounds and brand names live only in the English taxonomy; these records hold what a visitor
 * reads, with the same fields as the English entries.
 */
import type {
  ColorSlug,
  MaterialSlug,
  Motif,
  PatternMatch,
  PriceRangeSlug,
  PriceUnit,
  RoomType,
  StyleSlug,
} from "@/content/catalog/taxonomy";

type DescribedText = { title: string; description: string };
type TitleText = { title: string };

export const styleText: Readonly<Record<StyleSlug, DescribedText>> = {
  "botanical-floral": {
    title: "Botánicos y florales",
    description:
      "Hojas, flores y enredaderas, desde ramitas ligeras hasta florales exuberantes que llenan la habitación y traen el jardín al interior.",
  },
  geometric: {
    title: "Geométricos",
    description:
      "Enrejados, celosías, hexágonos, chevrones y abanicos Art Deco: patrones ordenados que dan ritmo y estructura a una pared.",
  },
  chinoiserie: {
    title: "Chinoiserie",
    description:
      "Ramas en flor, pájaros y pabellones al gusto europeo del siglo XVIII por la decoración china, pictóricos y serenos.",
  },
  damask: {
    title: "Damasco",
    description:
      "Medallones florales simétricos y estilizados, tomados de la seda tejida, en tono sobre tono o con tintas en contraste.",
  },
  abstract: {
    title: "Abstractos",
    description:
      "Pinceladas, marmolados y aguadas de acuarela: superficies artísticas y no figurativas que se leen tanto como arte como patrón.",
  },
  aesthetics: {
    title: "Esteticismo",
    description:
      "Diseños Arts and Crafts y del Movimiento Estético con motivos estilizados, colores históricos suaves y un trazo dibujado a mano.",
  },
  traditional: {
    title: "Tradicionales",
    description:
      "Toiles, estampados paisajísticos y documentos históricos tomados de archivos antiguos, ideales para ambientes clásicos y de transición.",
  },
  "grasscloth-naturals": {
    title: "Grasscloth y naturales",
    description:
      "Fibras vegetales tejidas, sisal, yute, corcho y tejidos de papel con irregularidades naturales y variación de color de un panel a otro.",
  },
  "textured-fabric": {
    title: "Texturas y telas",
    description:
      "Revestimientos de pared de lino, seda y aspecto tejido que suavizan una habitación y le dan profundidad sin un motivo estampado.",
  },
  "murals-digital": {
    title: "Murales y digitales",
    description:
      "Grandes paneles paisajísticos sin repetición, impresos por encargo y a la medida de la pared, a partir de un paisaje, un jardín o un horizonte urbano.",
  },
  "metallic-finishes": {
    title: "Acabados metálicos",
    description:
      "Láminas, mica y tintas metálicas que captan la luz, desde un suave brillo champán hasta una hoja metálica brillante como un espejo.",
  },
  "kid-teen": {
    title: "Niños y adolescentes",
    description:
      "Estrellas, animales y formas divertidas en acabados lavables para cuartos de bebé, salas de juego y dormitorios de adolescentes.",
  },
  "coastal-tropical": {
    title: "Costeros y tropicales",
    description:
      "Palmas, conchas, olas y hojas de plátano para casas, cabañas y espacios de hotelería del sur de la Florida.",
  },
  stripes: {
    title: "Rayas",
    description:
      "Rayas finas, cutí y anchas rayas de toldo que dan altura a una habitación y combinan con casi cualquier patrón.",
  },
};

export const materialText: Readonly<Record<MaterialSlug, DescribedText>> = {
  grasscloth: {
    title: "Grasscloth",
    description:
      "Fibras vegetales naturales tejidas a mano y laminadas sobre un respaldo de papel. Cada panel varía, y ese es su encanto; ideal para habitaciones secas.",
  },
  "non-woven": {
    title: "No tejido",
    description:
      "Una mezcla transpirable de fibras naturales y sintéticas que se instala encolando la pared y se retira en seco en una sola pieza.",
  },
  vinyl: {
    title: "Vinilo",
    description:
      "Una superficie de vinilo sólido que se puede cepillar y resiste la humedad: la opción práctica para baños, cocinas y cuartos de lavado.",
  },
  paper: {
    title: "Papel",
    description:
      "Papel impreso tradicional, con el color nítido y la profundidad mate de la impresión de superficie y en bloque.",
  },
  "fabric-backed-vinyl": {
    title: "Vinilo con respaldo de tela",
    description:
      "Vinilo de grado comercial sobre una malla tejida: duradero, lavable y clasificado para hoteles, oficinas y pasillos.",
  },
  "peel-and-stick": {
    title: "Autoadhesivo",
    description:
      "Paneles autoadhesivos (peel and stick) que se colocan sin pegamento y se retiran limpiamente: ideales para viviendas de alquiler y renovaciones rápidas.",
  },
  mural: {
    title: "Mural",
    description:
      "Paneles a la medida impresos como una sola escena continua e instalados en tiras numeradas.",
  },
  "metallic-foil": {
    title: "Metálico y lámina",
    description:
      "Láminas metálicas y fondos de mica que reflejan la luz. Dejan ver cada imperfección, así que las paredes deben estar perfectamente lisas.",
  },
  flocked: {
    title: "Flocado",
    description:
      "Un patrón aterciopelado en relieve, hecho al fijar fibras finas sobre una impresión adhesiva; un clásico en los damascos.",
  },
  textured: {
    title: "Con textura",
    description:
      "Superficies gofradas y con volumen que añaden relieve y disimulan pequeñas imperfecciones de la pared.",
  },
};

export const colorText: Readonly<Record<ColorSlug, TitleText>> = {
  white: { title: "Blanco" },
  beige: { title: "Beige" },
  grey: { title: "Gris" },
  black: { title: "Negro" },
  yellow: { title: "Amarillo" },
  gold: { title: "Dorado" },
  red: { title: "Rojo" },
  pink: { title: "Rosado" },
  blue: { title: "Azul" },
  teal: { title: "Verde azulado" },
  green: { title: "Verde" },
  brown: { title: "Marrón" },
};

export const priceRangeText: Readonly<Record<PriceRangeSlug, TitleText>> = {
  "under-75": { title: "Menos de $75" },
  "75-150": { title: "$75–$150" },
  "150-300": { title: "$150–$300" },
  "300-plus": { title: "$300 o más" },
};

export const roomTypeText: Readonly<Record<RoomType, TitleText>> = {
  "living-room": { title: "Sala" },
  bedroom: { title: "Dormitorio" },
  "dining-room": { title: "Comedor" },
  "powder-room": { title: "Baño de visitas" },
  "entry-hall": { title: "Vestíbulo" },
  office: { title: "Oficina" },
  nursery: { title: "Cuarto del bebé" },
  "laundry-room": { title: "Cuarto de lavado" },
};

/** The word after "por" or "/" in a price: "$89.00 por rollo", "$89/rollo". */
export const priceUnitText: Readonly<Record<PriceUnit, string>> = {
  "single-roll": "rollo",
  yard: "yarda",
  panel: "panel",
};

/** The value of the "Casado" row: "Casado: A medio salto". */
export const patternMatchText: Readonly<Record<PatternMatch, string>> = {
  straight: "Recto",
  "half-drop": "A medio salto",
  random: "Libre",
};

/**
 * Each motif as a lowercase noun phrase, for alt texts such as "patrón de enrejado en verde y
 * blanco", where English shows the slug's words.
 */
export const motifText: Readonly<Record<Motif, string>> = {
  "floral-bouquet": "ramo floral",
  "trailing-vine": "enredadera",
  "leaf-scatter": "hojas dispersas",
  trellis: "enrejado",
  lattice: "celosía",
  hexagon: "hexágonos",
  chevron: "chevrón",
  "deco-fan": "abanicos Art Deco",
  "branch-and-bird": "ramas y pájaros",
  "pavilion-scenic": "paisaje con pabellones",
  "classic-damask": "damasco clásico",
  "tone-on-tone-damask": "damasco tono sobre tono",
  "brush-stroke": "pinceladas",
  marble: "mármol",
  "watercolour-wash": "aguada de acuarela",
  "arts-and-crafts-flower": "flor Arts and Crafts",
  pomegranate: "granadas",
  toile: "toile",
  "scenic-print": "estampado paisajístico",
  grasscloth: "grasscloth",
  sisal: "sisal",
  cork: "corcho",
  linen: "lino",
  "silk-weave": "tejido de seda",
  "landscape-mural": "mural de paisaje",
  "garden-mural": "mural de jardín",
  "foil-sheen": "brillo metálico",
  "metallic-geometric": "geométrico metálico",
  stars: "estrellas",
  animals: "animales",
  "playful-shapes": "formas divertidas",
  palm: "palmas",
  shells: "conchas",
  waves: "olas",
  "banana-leaf": "hojas de plátano",
  pinstripe: "raya diplomática",
  ticking: "cutí",
  "awning-stripe": "rayas de toldo",
};
