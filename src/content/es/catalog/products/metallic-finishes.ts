/**
 * The Spanish text of every Metallic Finishes product, by id, in the order of
 * src/content/catalog/products/metallic-finishes.ts. Names and facts stay with the English
 * product; only the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const metallicFinishesProductTranslations: ProductTranslations = {
  2007: {
    description:
      "Una hoja metálica aplicada a mano se envejece suavemente para que la superficie color champán se nuble y se ilumine como la luz sobre el agua en calma. No hay un patrón impreso, solo brillo y un suave moteado que deja la brocha del artesano. Ilumina al instante un medio baño oscuro y le da al techo de una sala un resplandor cálido. Como con cualquier lámina metálica, la pared debe alisarse con una capa fina de masilla antes de la instalación.",
    colorway: "Champán",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  2008: {
    description:
      "Cuadros de hoja de plata se colocan a mano en una cuadrícula suelta, con los bordes ligeramente superpuestos para que las uniones formen un suave patrón propio. El acabado es frío y luminoso, entre el peltre y la piedra de luna. En un dormitorio refleja la luz de las lámparas sin deslumbrar; en una entrada hace que un espacio pequeño se sienta más luminoso y más alto. Cada rollo lleva un número de tirada para que los paneles se mantengan uniformes.",
    colorway: "Piedra de luna",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  2009: {
    description:
      "Una fina cuadrícula de rombos en lámina dorada se traza sobre un fondo de tinta azul medianoche, con cada intersección marcada por un pequeño botón en relieve. La lámina se imprime y luego se laca, así que conserva su brillo durante años. Aporta un glamour discreto a un vestíbulo o un estudio, y luce especialmente bien sobre un friso de madera oscura o detrás de libreros empotrados llenos de libros.",
    colorway: "Oro sobre medianoche",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  2010: {
    description:
      "Escamas superpuestas, como las tejas de un techo morisco, se perfilan en cobre cálido y se rellenan con una aguada marrón arcilla sobre un fondo pálido de arenisca. La tinta metálica se imprime sobre un no tejido liso, así que obtiene el brillo del metal con una instalación sencilla, encolando la pared. Aporta calidez a una sala y va muy bien con la arquitectura de estilo Mediterranean Revival, tan común en el sur de Florida.",
    colorway: "Cobre y arcilla",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  2011: {
    description:
      "Escamas de mica natural se aplican a mano sobre un fondo blanco perlado y crean un brillo mineral que parece arena mojada a la orilla del mar. Cambia a lo largo del día: casi blanco por la mañana y suavemente dorado al atardecer. Úselo en la pared de un comedor, en un dormitorio principal o en un vestidor con aire de spa, lejos de las salpicaduras y el vapor.",
    colorway: "Arena perlada",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  9009: {
    description:
      "Cuadros de hoja metálica color champán se colocan a mano en hileras superpuestas, con cada borde ligeramente visible, como los doradores han cubierto techos y biombos desde hace mucho tiempo. El acabado es suave en lugar de brillante como un espejo, y le da a un vestíbulo o un comedor un resplandor cálido a cualquier hora. Las paredes deben estar perfectamente lisas, y la superficie solo debe desempolvarse. Es indispensable que lo instale un instalador con experiencia.",
    colorway: "Champán",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  9010: {
    description:
      "Rombos facetados en lámina plateada se entrelazan sobre un fondo grafito y captan la luz como el cristal tallado. Como la lámina refleja tanto, el patrón se ve distinto al mediodía y a medianoche. Crea un impacto llamativo en una oficina en casa o una sala multimedia. Prepare la pared con cuidado, ya que la lámina revela cada imperfección. Esta variante de color se ofrece actualmente a un precio reducido.",
    colorway: "Plata sobre grafito",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  9011: {
    description:
      "Una lámina de cobre bruñido, suavemente moteada para que parezca metal envejecido y no un espejo. Cálida, rosada y un poco rústica, brilla de maravilla en un dormitorio iluminado por lámparas de noche y favorece el tono de la piel en un vestidor. Instálela sobre una pared lisa con imprimador y desempólvela de vez en cuando. La variante de color cobre está temporalmente agotada; podemos avisarle en cuanto vuelva.",
    colorway: "Cobre bruñido",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  13007: {
    description:
      "Una lámina metálica aplicada a mano con un suave brillo cepillado, como el interior de una copa de champán alzada a la luz. No hay un patrón impreso, solo un suave movimiento tonal que cambia a lo largo del día. La lámina refleja cada detalle, así que las paredes necesitan un acabado de nivel cinco y un papel base (liner) antes de la instalación. La preparación se ve recompensada en un medio baño, un vestidor o en el techo sobre una mesa de comedor.",
    colorway: "Champán",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  13008: {
    description:
      "Rombos facetados impresos en lámina plateada con brillo de espejo sobre un fondo verde azulado profundo, de modo que el patrón pasa de audaz a casi imperceptible cuando uno camina frente a él. La lámina se aplica sobre un papel liso y se sella para un acabado que se limpia con esponja. Aporta destellos a un comedor de noche o al interior de un bar empotrado. Esta variante de color está temporalmente agotada; consulte en el showroom sobre los plazos.",
    colorway: "Mercurio sobre verde azulado",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
};
