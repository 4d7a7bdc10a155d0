/**
 * Spanish words for every Coastal & Tropical product (style "coastal-tropical"), in the English
 * file's order. Only the text lives here; names, sizes, prices and colors come from the English
 * product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const coastalTropicalProductTranslations: ProductTranslations = {
  1001: {
    description:
      "Enormes frondas de palma se superponen en dos verdes suaves sobre un fondo blanco cálido, dibujadas con la soltura suficiente para sentirse como la sombra en una terraza. Impreso en un no tejido transpirable que se instala encolando la pared y se retira en seco cuando la temporada pide un cambio. Es precioso en una sala soleada o en una casita de huéspedes, y combina con facilidad con ratán, roble blanqueado y fundas de lino.",
    colorway: "Fronda sobre marfil",
    use: "Residencial",
    cleaning: "Lavable",
  },
  1002: {
    description:
      "Vieiras, berberechos y pequeños caracoles marinos se esparcen sobre un fondo pálido como la arena, como si se hubieran recogido en una caminata matutina por la orilla. La superficie de vinilo sólido soporta sin problema el vapor y las salpicaduras, así que es ideal para un medio baño, un baño junto a la piscina o el cuarto de lavado de una casa de playa. La escala es pequeña y amable, y las tintas rosadas y color arena lo mantienen suave y no empalagoso.",
    colorway: "Coral rosado",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  1003: {
    description:
      "Crestas ondulantes, a la manera de un grabado en madera, rompen sobre un fondo azul medianoche profundo, cada rizo resaltado en blanco hueso y un azul aciano desvaído. El papel está impreso en superficie, así que las tintas tienen una profundidad ligeramente elevada, como de tiza. Instalado en las cuatro paredes de un dormitorio, se siente como el océano de noche; en una sola pared detrás de una cabecera es más sereno e igual de llamativo.",
    colorway: "Marea de medianoche",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  1004: {
    description:
      "Anchas hojas de plátano, rasgadas y rizadas en los bordes, llenan este panel autoadhesivo en verdes superpuestos y un fresco verde azulado. Nada que encolar y nada que remojar: retire el papel protector, alíselo y reposiciónelo hasta que las uniones coincidan. A quienes alquilan les encanta, y se limpia con un paño, lo que lo convierte en una alegre solución para un cuarto de lavado, la puerta de un clóset o el fondo de un librero.",
    colorway: "Verde selva",
    use: "Residencial",
    cleaning: "Lavable",
  },
  1005: {
    description:
      "Abanicos de palmito sierra irradian en lima y un suave verde cidra sobre un fondo verde bosque, una escala audaz que se lee como patrón desde el otro lado de la habitación y como dibujo botánico de cerca. Impreso en un papel de alto gramaje con un acabado mate, casi de gouache. Pide un comedor con molduras blancas y luz de velas, donde el fondo oscuro se intensifica por la noche y el amarillo resplandece.",
    colorway: "Lima sobre verde bosque",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  1006: {
    description:
      "Uno de los favoritos de la hotelería, este patrón de hojas de plátano está dibujado en un profundo verde azulado laguna y un tono más claro de vidrio marino sobre un vinilo blanco nítido. Está clasificado para uso comercial ligero, se limpia con un cepillo suave y jabón neutro, y mantiene su color en habitaciones luminosas y húmedas. Piense en vestíbulos de hotel, banquetas de restaurante y la entrada de una casa donde van y vienen pies con arena.",
    colorway: "Laguna",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  11001: {
    description:
      "Palmas sabal se alzan en una arboleda suelta, pintada a mano, con sus frondas superpuestas en dos tonos de verde sobre un fondo blanco nítido. La escala es generosa, así que una sola pared se convierte en un paisaje. Impreso en un no tejido transpirable que tolera la humedad de un verano en Florida, funciona igual de bien en soláriums, rincones de desayuno y casetas de piscina. Combínelo con molduras pintadas de blanco y ratán para que las palmas sean las protagonistas.",
    colorway: "Palma sobre blanco",
    use: "Residencial",
    cleaning: "Lavable",
  },
  11002: {
    description:
      "Caracoles reina, vieiras y cauríes se ordenan en hileras prolijas como el cajón de especímenes de un coleccionista, dibujados en rosa coral y arena. La repetición pequeña mantiene el patrón ordenado de cerca, lo que lo hace ideal para habitaciones compactas. Su cara de vinilo sólido se puede limpiar con cepillo y resiste el vapor, así que pertenece a baños de visitas, baños de cabañas de playa y cuartos de lavado cerca de la playa.",
    colorway: "Coral y arena",
    use: "Residencial",
    cleaning: "Resistente al cepillado",
  },
  11003: {
    description:
      "Olas estilizadas ruedan por la pared en crestas apretadas y rítmicas, dibujadas con la línea gráfica de un antiguo grabado japonés en madera. Un profundo verde azulado laguna y un tono más claro de vidrio marino descansan sobre blanco tiza. Aunque el motivo es costero, la ejecución es lo bastante nítida para un apartamento en la ciudad. El fondo no tejido se instala encolando la pared y se retira en seco. Úselo en un dormitorio, o en el fondo de un librero para dar un toque de movimiento.",
    colorway: "Laguna",
    use: "Residencial",
    cleaning: "Lavable",
  },
  11004: {
    description:
      "Enormes hojas de plátano, rasgadas y rizadas en los bordes, se superponen sobre un fondo casi negro en tres verdes. El efecto es el de un jardín de noche, exuberante y algo teatral. Impreso en serigrafía sobre un papel grueso, sus tintas sobresalen ligeramente de la superficie y dan a cada hoja un borde táctil. Hace que un comedor o un bar se sientan como un club privado. Actualmente en espera de su próxima tanda de impresión.",
    colorway: "Noche en la selva",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  11005: {
    description:
      "Alegres palmas de abanico en amarillo sol y verde hoja, a la escala de habitaciones pequeñas y proyectos rápidos. Este vinilo autoadhesivo se instala sin pegamento: retire el papel protector, alise el panel en su lugar y recorte. Se puede reposicionar mientras trabaja y se retira limpiamente cuando usted se muda, por eso es uno de los favoritos de quienes alquilan. Pruébelo en un cuarto de lavado, un clóset o el fondo de una estantería abierta.",
    colorway: "Sol",
    use: "Residencial",
    cleaning: "Lavable",
  },
};
