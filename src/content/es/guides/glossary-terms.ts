import { type GlossaryTerm } from "@/content/guides/guide-schema";

/**
 * The glossary's eight terms, in alphabetical order of the Spanish term. Ids stay the English
 * ones because the guides link to them as /how-to/glossary#<id>. The English trade word follows
 * in parentheses because installers and labels in Miami still use it.
 */
export const glossaryTerms = [
  {
    id: "chair-rail",
    term: "Guardasilla (chair rail)",
    definition:
      "La guardasilla (chair rail) es una moldura horizontal que recorre la habitación a la altura aproximada del respaldo de una silla, a menudo entre 32 y 36 pulgadas del piso o más o menos a un tercio de la altura de la pared. Al principio se usaba para proteger las paredes de los roces de los respaldos. Hoy también es un lugar natural para cambiar de acabado, por ejemplo papel tapiz arriba y pintura o paneles abajo, o para colocar una cenefa.",
  },
  {
    id: "plumb-line",
    term: "Línea de plomada (plumb line)",
    definition:
      "La línea de plomada (plumb line) es una línea vertical exacta marcada en la pared para guiar la primera tira de cada pared. Se traza con una plomada, un peso atado a un cordel que cuelga recto hacia abajo, o con un nivel o un nivel láser. Las paredes y las esquinas rara vez son perfectamente rectas, así que instalar siguiendo una línea de plomada mantiene verticales las uniones y el patrón en toda la habitación.",
  },
  {
    id: "dye-lot-number",
    term: "Número de lote de tinte (dye lot)",
    definition:
      "El número de lote de tinte (dye lot), también llamado número de lote o de tirada, identifica la tirada de impresión de la que salió un rollo. El color puede variar ligeramente de una tirada a otra, y a menudo la diferencia solo se nota cuando dos tiras se juntan en la pared. Pida todos los rollos de una habitación al mismo tiempo y compruebe que todas las etiquetas lleven el mismo número. Guarde una etiqueta por si más adelante necesita más.",
  },
  {
    id: "booking",
    term: "Plegado y reposo (booking)",
    definition:
      "El plegado y reposo (booking) consiste en doblar sobre sí misma una tira de papel tapiz encolada, cola contra cola, y dejarla reposar antes de instalarla. El reposo permite que el papel absorba la cola y se expanda de manera uniforme, para que no forme ampollas en la pared ni se encoja y abra las uniones al secarse. La etiqueta indica el tiempo de reposo, que debe ser el mismo para todas las tiras. La mayoría de los papeles no tejidos se instalan en seco sobre la pared encolada y no se dejan reposar.",
  },
  {
    id: "prepasted",
    term: "Preencolado (prepasted)",
    definition:
      "Un papel tapiz preencolado (prepasted) trae de fábrica, en el reverso, un adhesivo seco que se activa con agua. La tira cortada se sumerge brevemente en una bandeja de agua, o se cubre con un activador, y luego se deja reposar como indica la etiqueta. Ahorra tener que mezclar y extender la cola, aunque los instaladores a veces añaden un activador o una cola compatible para lograr más adherencia.",
  },
  {
    id: "pattern-repeat",
    term: "Repetición del patrón (pattern repeat)",
    definition:
      "La repetición del patrón (pattern repeat) es la distancia, normalmente medida en vertical, entre un punto del diseño y el punto donde el diseño vuelve a empezar. Aparece en la etiqueta en pulgadas o centímetros, junto con el tipo de casado: recto, a medio salto o libre. Una repetición mayor significa que se recorta más papel para alinear cada tira, por lo que aumenta la cantidad de rollos que necesita; la [calculadora de papel tapiz](/wallpaper-calculator) lo tiene en cuenta.",
  },
  {
    id: "bolt",
    term: "Rollo doble (bolt)",
    definition:
      "Un rollo doble (bolt) es un rollo continuo de papel tapiz tal como se empaca y se vende. En los Estados Unidos el precio del papel tapiz suele darse por rollo sencillo, pero se empaca en bolts que contienen el papel de dos o tres rollos sencillos, conocidos como rollos dobles y triples. Los bolts más largos permiten tramos continuos más largos y menos desperdicio. Revise siempre el ancho y el largo reales del rollo en los detalles del producto antes de hacer un cálculo.",
  },
  {
    id: "sizing",
    term: "Sellado previo (sizing)",
    definition:
      "El sellado previo (sizing) es una capa que se aplica a la pared antes de colocar el papel tapiz y que sella la superficie para que absorba la cola de forma lenta y pareja. Tradicionalmente era una solución de cola diluida; hoy ese trabajo lo hace un imprimador para papel tapiz, y la palabra se usa para ambos. Una pared sellada deja deslizar el papel mientras se coloca, da mejor adherencia y facilita mucho el retiro años después.",
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]["id"];
