/**
 * Spanish words for every Abstract product (style "abstract"), in the English file's order.
 * Only the text lives here; names, sizes, prices and colors come from the English product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const abstractProductTranslations: ProductTranslations = {
  5001: {
    description:
      "Amplias pinceladas de índigo, cargadas de pintura, recorren un fondo color tiza, como si un artista hubiera trabajado la pared en una sola tarde. La obra comenzó como gouache sobre papel y se escaneó a tamaño real, de modo que cada trazo de las cerdas sobrevive a la impresión. Sobre una base no tejida y transpirable, se instala encolando la pared y más adelante se retira en seco. Dele una sala con pisos de roble claro y mucha luz, donde el azul se perciba sereno y no frío.",
    colorway: "Índigo sobre tiza",
    use: "Residencial",
    cleaning: "Lavable",
  },
  5002: {
    description:
      "Suaves vetas grises se deslizan sobre un fondo blanco cálido en este estudio de mármol de Carrara pulido, impreso con un brillo sutil para que la superficie capte la luz de las lámparas como lo hace la piedra apomazada. La cara de vinilo soporta sin problema el vapor y las salpicaduras, lo que la convierte en una elección natural para un medio baño o un baño principal donde el mármol real se saldría del presupuesto o de escala. Combina igual de bien con níquel cepillado y con latón sin lacar.",
    colorway: "Veta gris paloma",
    use: "Residencial",
    cleaning: "Resistente al cepillado",
  },
  5003: {
    description:
      "Capas de aguadas en verde azulado y salvia se funden suavemente unas con otras y se acumulan en los bordes, como lo hace el pigmento sobre papel prensado en frío. Impresos en un papel mate con tintas al agua, los colores conservan su transparencia y nunca se ven planos. El efecto es sereno y algo onírico, muy adecuado para un dormitorio o un tranquilo rincón de lectura. En este momento está entre tandas de producción; consúltenos la próxima fecha de entrega.",
    colorway: "Verde azulado y salvia",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  5004: {
    description:
      "Un fondo casi negro lleva vetas finas de oro bruñido, delgadas como relámpagos, inspiradas en los mármoles oscuros de los vestíbulos de los grandes hoteles. El oro se aplica como una auténtica lámina metálica, de modo que las vetas destellan y se apagan a medida que usted recorre la habitación, mientras la piedra se mantiene profunda y mate. Antes de la instalación, las paredes deben alisarse con una capa fina de masilla. En un comedor iluminado con velas, o en un bar apartado de la sala, resulta discretamente dramático.",
    colorway: "Dorado sobre azabache",
    use: "Residencial y comercial ligero",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  5005: {
    description:
      "Amplias pinceladas en tierra de sombra, sueltas y seguras, impresas sobre un vinilo de grado comercial con una malla tejida al dorso. La superficie está clasificada para pasillos concurridos, salas de conferencias y pisos de habitaciones de hotel, y aun así la obra conserva un carácter inconfundiblemente artesanal. Se vende por yarda en un ancho de 54 pulgadas, lo que significa menos uniones en tramos largos. Se siente igual de cómodo en una oficina en casa que busca calidez sin un estampado recargado.",
    colorway: "Tierra de sombra",
    use: "Comercial",
    cleaning: "Resistente al cepillado",
  },
  5006: {
    description:
      "El pigmento en tonos rosa pálido y rosa florece hacia afuera en círculos suaves e irregulares, una aguada pintada que recuerda la primera luz a través de cortinas de lino. La base no tejida se instala rápidamente con el adhesivo aplicado a la pared y se retira en tiras enteras cuando cambian los gustos. Nos encanta en un dormitorio de huéspedes, o en la habitación de una niña que deba crecer con ella, y luce preciosa junto a molduras pintadas de blanco. Se ofrece a precio reducido mientras dure la tanda actual.",
    colorway: "Rosa pálido",
    use: "Residencial",
    cleaning: "Lavable",
  },
  10008: {
    description:
      "Capas de aguadas en gris azulado se funden unas con otras como una marea baja reflejada en aguas quietas. La obra comenzó como acuarela húmedo sobre húmedo en papel grueso y se escaneó a tamaño real, así que cada floración y cada borde definido del pigmento sobreviven. Impresa digitalmente en un no tejido mate, la pared parece pintada y no cubierta de papel. Es lo bastante serena para un dormitorio, y aun así le da a una habitación sencilla el ambiente de una galería.",
    colorway: "Neblina",
    use: "Residencial",
    cleaning: "Lavable",
  },
  10009: {
    description:
      "Una losa de mármol blanco trasladada a la pared, con vetas grises que se deslizan en diagonal y una fina veta de tinta dorada que capta la luz. La superficie de vinilo sólido es resistente al cepillado y soporta sin problema el vapor, así que el aspecto de la piedra no cuesta nada en practicidad. Le sientan bien los medios baños, las paredes de cocina y los baños de hotel. La repetición larga evita que las vetas se alineen en franjas evidentes.",
    colorway: "Calacatta dorado",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  10010: {
    description:
      "Amplios y seguros barridos de un pincel cargado cruzan un fondo azul medianoche en capas de índigo y tiza. Cada trazo se pintó a mano con una brocha ancha de pintor de casas y luego se dispuso de modo que las pinceladas fluyan a través de las uniones sin un empalme evidente. Impreso en un no tejido liso, aporta energía a una oficina en casa o a una sala de medios y combina bien con nogal, cuero y latón cepillado. Esta variante de color está actualmente en espera de reposición.",
    colorway: "Índigo medianoche",
    use: "Residencial",
    cleaning: "Lavable",
  },
  10011: {
    description:
      "Arcos de siena y tierra de sombra trazados con pincel seco se superponen sobre un fondo color piedra caliza, y dejan visibles las marcas de las cerdas en el borde de cada pincelada. El efecto es terroso y relajado, cercano al de una pared enlucida bañada con pigmento de arcilla. Impreso con tintas al agua sobre un papel resistente, tiene un suave acabado mate que favorece la luz natural. Pruébelo detrás de un sofá de lino o en un solárium amueblado con ratán y macetas de terracota.",
    colorway: "Arcilla siena",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  12009: {
    description:
      "Audaces vetas negras recorren un fondo de piedra blanca y luminosa, tomadas de una losa de mármol Arabescato fotografiada por secciones y vuelta a ensamblar. La larga repetición de setenta y dos pulgadas mantiene las vetas en un movimiento natural del piso al techo. Sobre un vinilo con respaldo de tela Tipo II con clasificación Clase A, lleva el dramatismo del mármol a baños de hotel, sanitarios de restaurantes y probadores de tiendas, con una fracción de su peso y de su costo.",
    colorway: "Nero sobre Bianco",
    use: "Comercial",
    cleaning: "Resistente al cepillado",
  },
  12010: {
    description:
      "Suaves franjas de acuarela en verde azulado y azul se acumulan y se desvanecen, como si la lluvia hubiera corrido por una pared recién pintada. Impresa en un vinilo sólido y durable, la aguada conserva su profundidad pictórica y ofrece una superficie resistente al cepillado y a la humedad. Su construcción Tipo I con clasificación Clase A la hace adecuada para habitaciones de hoteles boutique y salas de tratamiento de spa, así como para un baño principal en casa.",
    colorway: "Monzón",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  12011: {
    description:
      "Pinceladas rojo laca superpuestas sobre un fondo burdeos profundo, con destellos color canela donde el pincel se quedó seco. El ambiente es cálido y algo sombrío, una opción natural para restaurantes, bares de vino y salones de hotel. El vinilo con respaldo de tela Tipo II resiste las paredes de banquetas de alto tránsito y se limpia fácilmente después del servicio. Actualmente agotado; nuestro showroom puede asesorarle sobre el próximo envío y sobre alternativas cercanas.",
    colorway: "Burdeos",
    use: "Comercial",
    cleaning: "Lavable",
  },
};
