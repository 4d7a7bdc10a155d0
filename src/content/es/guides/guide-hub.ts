import { type guideHub as englishGuideHub } from "@/content/guides/guide-hub";

/** The English hub's shape with its literal texts widened to any string of the same kind. */
type GuideHubText = {
  readonly [Key in keyof typeof englishGuideHub]: (typeof englishGuideHub)[Key] extends string
    ? string
    : readonly string[];
};

/** The /how-to-wallpaper page in Spanish: its heading, metadata and the words around the list. */
export const guideHub = {
  path: "/how-to-wallpaper",
  title: "Guía para elegir e instalar papel tapiz",
  metaTitle: "Guía para elegir e instalar papel tapiz",
  description:
    "Guías prácticas para elegir, medir, instalar y cuidar papel tapiz en casas del sur de la Florida, más una calculadora de rollos y un glosario del oficio.",
  /** Two short paragraphs; inline links use [label](/path). */
  intro: [
    "Un buen papel tapiz empieza con buenas decisiones: el color adecuado para su luz, un patrón a la escala correcta, un material que se adapte a la habitación y suficientes rollos de una misma tirada. Estas guías recorren cada paso, desde la primera muestra hasta la última tira.",
    "Están escritas para casas, condominios y negocios del sur de la Florida, donde la humedad y el sol intenso influyen en cada decisión. Léalas en orden o vaya directamente a la pregunta que tenga delante, y use la [calculadora de papel tapiz](/wallpaper-calculator) cuando esté listo para medir.",
  ],
  listHeading: "Todas las guías",
  /** Closing note under the list, linking to /contact. */
  closing:
    "¿Tiene una pregunta que las guías no responden? [Contáctenos](/contact) o agende una [consulta de diseño](/consultation), y le ayudaremos a planificar la habitación.",
} as const satisfies GuideHubText;
