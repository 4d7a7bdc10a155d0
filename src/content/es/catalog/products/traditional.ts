/**
 * The Spanish text of every Traditional product, by id, in the order of
 * src/content/catalog/products/traditional.ts. Names and facts stay with the English product;
 * only the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const traditionalProductTranslations: ProductTranslations = {
  4001: {
    description:
      "Pastores, recolectores de manzanas y un río perezoso están grabados en un solo tono rojo rubia sobre crema, con el fino sombreado de la toile en placa de cobre del siglo XVIII. Las escenas se disponen en viñetas flotantes, de modo que la mirada pasa de una a otra. Una toile tan clásica se siente como en casa en un dormitorio bajo un techo inclinado, y queda maravillosa con cortinas de cuadros rojos y blancos.",
    colorway: "Rubia sobre crema",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  4002: {
    description:
      "Veleros clíper, faros y pescadores remendando redes llenan esta toile marinera, grabada en azul marino sobre un suave fondo blanco. Le da a la toile tradicional una historia junto al mar que encaja en una casa costera sin una sola palmera. El respaldo no tejido lo hace práctico para entradas y escaleras con mucho movimiento, y combina de forma natural con alfombras a rayas y faroles de barco de latón.",
    colorway: "Azul marino",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  4003: {
    description:
      "Ruinas clásicas, cipreses y colinas lejanas se repiten en una franja panorámica, dibujadas en salvia y oliva sobre un fondo pergamino, como los grabados que los viajeros traían de Italia. Como la escena es continua a lo ancho, funciona casi como un mural, aunque se instala como un rollo estándar. Pruébelo sobre una moldura guardasillas en una sala o de arriba abajo en una entrada de techo alto.",
    colorway: "Arcadia",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  4004: {
    description:
      "Una amplia vista de río, islas de manglar y aves zancudas se imprime como una escena continua en un juego de paneles numerados, cada caída de 27 pulgadas de ancho y 10 pies de alto. La obra tiene estilo de grabado, pero está coloreada en un suave verde azulado de laguna y verde pantano. Mida la pared y ajustamos el panorama a su tamaño, para que el horizonte quede donde usted quiera, sobre un sofá o un aparador.",
    colorway: "Amanecer en la laguna",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  4005: {
    description:
      "Una toile desenfadada al antiguo estilo de grabado, solo que los pastores ya no están y en su lugar hay flamencos que vadean una laguna entre palmitos. El rosa flamenco y el verde palma sobre blanco la hacen divertida y, a la vez, tradicional. Autoadhesiva y reposicionable, es un proyecto de fin de semana para un medio baño, un clóset o la cocina de una propiedad de alquiler, y se despega limpiamente cuando usted se muda.",
    colorway: "Flamenco rosa",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  4006: {
    description:
      "Un paisaje fluvial del siglo XVIII, con un castillo, un puente en arco y paseantes en bote, se imprime en gris peltre y pergamino sobre un fondo profundo azul pizarra. Invertir el habitual fondo claro de la toile hace que la escena parezca iluminada por la luna, romántica y un poco misteriosa. Aporta verdadera atmósfera a un comedor, en especial con candelabros de plata y un techo pintado.",
    colorway: "Nocturno",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  10001: {
    description:
      "Una toile pastoral clásica redibujada con mirada costera: pescadores remendando redes, un faro en la punta y garzas que levantan el vuelo entre los juncos. El grabado a una sola tinta se imprime en superficie sobre un papel estucado con arcilla, así que la línea se mantiene nítida y el fondo crema conserva una profundidad suave y mate. Instálelo en un dormitorio de invitados con una cama de cuatro postes pintada, o extiéndalo por paredes y techo para una habitación de cuento totalmente envolvente.",
    colorway: "Azul Delft sobre crema",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  10002: {
    description:
      "Dibujado como una sola vista larga y continua, este estampado escénico sigue un paseo arbolado frente a la bahía, con paseantes, veleros y un pabellón a lo lejos. Cuatro pantallas de serigrafía grabadas a mano construyen el follaje en capas de verdes sobre un fondo pergamino. Como la escena solo se repite cada treinta y seis pulgadas, se percibe como un panorama pintado y no como un patrón. Luce mejor sobre una moldura guardasillas en un comedor formal, donde la mirada puede recorrer la pared con calma.",
    colorway: "Parque verdín",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  10003: {
    description:
      "Una toile de estilo siglo XVIII invertida sobre un fondo casi negro, de modo que las viñetas de caprichos arquitectónicos de jardín, urnas y parejas de enamorados brillan en una cálida tinta pergamino. La inversión hace que un documento conocido se sienta dramático y moderno. Impresa en un papel de alto gramaje con un tacto ligeramente calcáreo, va bien en un medio baño, una biblioteca o un pequeño estudio donde las paredes pueden envolver la luz de las lámparas. Instálela con casado a medio salto para un campo sin interrupciones.",
    colorway: "Pergamino sobre ébano",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  10004: {
    description:
      "Escenas de parque con ciervos pastando, robles centenarios y una casa de piedra a lo lejos, grabadas en un solo tono rojo rubia sobre un cálido fondo blanco. El tratamiento monocromático mantiene una escena recargada lo bastante serena para toda una sala. Se imprime sobre un no tejido para encolar la pared, lo que hace la instalación más limpia y significa que el papel se desprende en seco cuando llega el momento de cambiar. Combínelo con un cotí rojo o un lino liso en las ventanas.",
    colorway: "Rojo rubia",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
};
