/**
 * The Spanish text of every Stripes product, by id, in the order of
 * src/content/catalog/products/stripes.ts. Names and facts stay with the English product; only
 * the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const stripesProductTranslations: ProductTranslations = {
  1018: {
    description:
      "Anchas franjas verde azulado y blancas, cada una de poco más de cinco pulgadas de ancho, evocan los toldos de lona de un club de playa de la década de 1950. Los bordes se imprimen ligeramente difuminados para que la raya parezca pintada a mano y no trazada con regla. Le da altura a una sala, luce impecable con azul marino y coral, y es un compañero confiable para cualquiera de las palmeras y los florales de esta selección.",
    colorway: "Verde azulado y blanco",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  1019: {
    description:
      "Estrechas rayas de cotí azul recorren un fondo en relieve que se frunce ligeramente, igual que el seersucker de verano. El relieve es sutil con luz suave y más marcado cuando el sol lo roza de lado. Es relajado, pulido y fácil de llevar, un clásico para un cuarto del bebé que crecerá con el niño, y elegante en un dormitorio de invitados con camas de hierro blancas.",
    colorway: "Cambray",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  1020: {
    description:
      "Una fina raya diplomática gris sobre azul marino profundo, cortada como un buen traje y construida como un revestimiento de pared comercial. El vinilo con respaldo de tela tiene clasificación tipo II y clase A, así que puede revestir un bufete de abogados, el pasillo de un hotel o el bar de un club privado sin preocupaciones. En casa, crea un estudio elegante. Las rayas corren rectas del techo al piso, y las uniones desaparecen entre ellas.",
    colorway: "Azul marino de sastrería",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
  1021: {
    description:
      "Anchas rayas de caramelo en dos tonos de rosa flamenco alternan con un blanco cálido, un clásico junto a la piscina con una suavidad más adulta. La superficie de vinilo resiste la humedad y puede cepillarse, así que sirve para el baño de la piscina, una cabaña o un medio baño para invitados, además de un dormitorio divertido. Combínelo con laca blanca, ratán y latón para un look muy Palm Beach.",
    colorway: "Flamenco",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Scrubbable,
  },
  1022: {
    description:
      "Inspirado en la lona a rayas de una vieja hamaca de porche, este cotí combina una raya marrón cuerda con un fino filete color arena sobre un fondo avena. El respaldo no tejido lo convierte en un primer proyecto de papel tapiz sencillo: encole la pared, coloque la tira, recorte y siga adelante. Queda bien en un dormitorio de estilo campestre, un cuarto de entrada o un clóset que merece más carácter.",
    colorway: "Cuerda y arena",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  8009: {
    description:
      "Finas rayas diplomáticas color sangre de buey, espaciadas a intervalos regulares, recorren un fondo pergamino al estilo del estudio de un caballero. Las líneas se imprimen ligeramente irregulares, como lo sería una raya trazada a mano, lo que evita que se vean mecánicas. Le da altura a una oficina o una biblioteca y combina fácilmente con tapicería de cuadros escoceses y cuero. Base de papel; límpielo con una esponja suave, apenas húmeda.",
    colorway: "Sangre de buey sobre pergamino",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  8010: {
    description:
      "El clásico cotí de colchón, con sus estrechas rayas azul marino agrupadas en pares, reproducido en un vinilo resistente. La tenue textura tejida del fondo evita que se vea plano. Es un patrón muy práctico para un cuarto de lavado, un cuarto de entrada o el baño de una casa de piscina, y su clasificación clase A le permite llegar también a pequeñas posadas y cabañas de alquiler. Cepíllelo para limpiarlo siempre que lo necesite.",
    colorway: "Cotí azul marino",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms.Scrubbable,
  },
  8011: {
    description:
      "Anchas franjas verde azulado marino y blancas evocan las carpas de las cabañas y las sombrillas de playa a rayas a lo largo de la orilla. El formato autoadhesivo (peel and stick) permite transformar rápidamente el baño de la piscina o el medio baño de una propiedad de alquiler, sin pegamento y sin desorden. Las rayas son fáciles de instalar porque solo tienen que mantenerse a plomo, y la superficie, que se limpia con un paño, resiste toallas húmedas y manos con arena.",
    colorway: "Verde azulado marino",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  12007: {
    description:
      "Anchas rayas de toldo en limón y blanco, como las que dan sombra a la cabaña de una piscina en una tarde soleada. Los bordes de las rayas se suavizan ligeramente, como si estuvieran pintados sobre lona, así que el patrón se siente relajado y no rígido. Un vinilo sólido resistente al cepillado con clasificación clase A, ideal para baños de piscina, vestidores de clubes de playa y cuartos de lavado soleados. Las rayas también hacen que un techo bajo se sienta más alto.",
    colorway: "Granizado de limón",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms.Scrubbable,
  },
  12008: {
    description:
      "Una fina raya diplomática color tiza sobre azul marino profundo, tomada de la sastrería y llevada a la escala de la arquitectura. Las rayas se imprimen con un leve quiebre de pincel seco, para que parezcan dibujadas y no trazadas con regla. Este vinilo tipo II con respaldo de tela resiste las marcas de los carritos de equipaje y los respaldos de las sillas, y tiene clasificación clase A para pasillos de hotel, salas de juntas y restaurantes. En casa, le da a un estudio el ambiente de un club privado.",
    colorway: "Azul marino tiza",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Washable,
  },
};
