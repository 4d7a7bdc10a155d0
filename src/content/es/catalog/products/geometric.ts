/**
 * Spanish words for every Geometric product (style "geometric"), in the English file's order.
 * Only the text lives here; names, sizes, prices and colors come from the English product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const geometricProductTranslations: ProductTranslations = {
  2001: {
    description:
      "Un audaz enrejado Regency en verde jardín enmarca un fondo blanco en ojivas nítidas y entrelazadas, como el calado pintado de un pabellón de verano. La línea es firme y lo bastante gruesa para leerse desde el otro lado de un recibidor. Aporta estructura a habitaciones llenas de mimbre y chintz, y luce igual de bien detrás de una consola moderna con un solo espejo grande.",
    colorway: "Verde hoja sobre blanco",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  2002: {
    description:
      "Una estrecha celosía diagonal dibujada en un cálido amarillo cítrico sobre crema, con pequeños nudos en cada cruce, como la celosía de madera de un antiguo invernadero de naranjos. La escala es pequeña y el color soleado, así que ilumina un desayunador o un rincón de cocina orientado al norte. Está impresa en no tejido, lo que significa una instalación sencilla y un retiro limpio dentro de muchos años.",
    colorway: "Cítrico",
    use: "Residencial",
    cleaning: "Lavable",
  },
  2003: {
    description:
      "Hexágonos en grafito y pizarra se teselan sobre un fondo carbón, grabados en relieve para que cada celda tenga un tenue bisel que cambia con la luz. Construido sobre una malla tejida y clasificado Tipo II y Clase A, está listo para salas de conferencias, pasillos de restaurantes y vestíbulos de ascensores de hotel. En una oficina en casa ofrece un fondo moderno y arquitectónico que disimula los roces de la vida diaria.",
    colorway: "Grafito",
    use: "Comercial",
    cleaning: "Resistente al cepillado",
  },
  2004: {
    description:
      "Un chevron limpio en azul puerto y un suave chambray zigzaguea sobre un fondo blanco, lo bastante nítido para un cuarto de bebé moderno y lo bastante relajado para una casa de playa de alquiler. Los paneles son autoadhesivos y reposicionables, así que alinear las puntas resulta fácil. Cuando termina el contrato de alquiler o el niño crece, se despegan sin dañar la pintura de debajo.",
    colorway: "Azul puerto",
    use: "Residencial",
    cleaning: "Lavable",
  },
  2005: {
    description:
      "Abanicos art déco apilados en oro bruñido se elevan sobre un fondo negro azabache, y evocan las rejillas en forma de sol naciente y el terrazo de los hoteles de Miami Beach de la década de 1930. La tinta metálica se imprime sobre un papel mate para que los abanicos resplandezcan mientras el fondo se mantiene aterciopelado. Dele un comedor o un bar en casa, agregue un aparador con espejos y mantenga el techo oscuro para completar el ambiente.",
    colorway: "Oro sobre azabache",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  2006: {
    description:
      "La rejilla de caña tejida inspiró este enrejado, grabado en la superficie para que las hebras entrecruzadas se alcen en un suave relieve sobre un fondo crema. El color es tono sobre tono, beige miel sobre marfil, lo que lo mantiene discreto y táctil. Se vende por yarda en un ancho amplio, ideal para la pared de la cabecera en un dormitorio o en la suite de un hotel boutique que busca calidez sin exceso de patrón.",
    colorway: "Caña natural",
    use: "Residencial y comercial ligero",
    cleaning: "Limpiable con esponja",
  },
  9001: {
    description:
      "Un enrejado ojival en verde jardín, dibujado con el ligero titubeo de una celosía pintada a mano, enmarca pequeños espacios de blanco entre sus curvas. Es un guiño a las casas de estilo Mediterranean Revival del sur de Florida, donde el hierro forjado y el estuco marcan un ritmo similar. Impreso en papel con tintas mate, luce nítido en un recibidor o un solárium y combina con facilidad con pisos de terracota y ratán.",
    colorway: "Verde jardín",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  9002: {
    description:
      "Hexágonos contorneados en gris cálido encajan entre sí como un panal, con algunas celdas rellenas de un suave amarillo miel a intervalos irregulares. El efecto es ordenado sin ser rígido. Se instala sobre una base no tejida, sencilla de colocar, y se retira en seco. Una buena elección para una oficina en casa o el comedor de diario de una cocina, donde aporta energía pero deja que los muebles lleven la voz cantante.",
    colorway: "Miel y pedernal",
    use: "Residencial",
    cleaning: "Lavable",
  },
  9003: {
    description:
      "Nítidos chevrons color marfil zigzaguean sobre un fondo negro carbón, con una fina línea de sombra gris que añade profundidad. El gráfico es lo bastante audaz para sostenerse por sí solo, así que mantenga sencillo el resto de la habitación. Su superficie de vinilo se puede limpiar con cepillo y soporta con facilidad el vapor de un cuarto de lavado o de un baño de visitas. Este patrón está en espera de reposición; pídanos una fecha estimada de envío.",
    colorway: "Marfil sobre carbono",
    use: "Residencial",
    cleaning: "Resistente al cepillado",
  },
  9004: {
    description:
      "Abanicos art déco apilados en tinta metálica dorada se abren sobre un fondo verde azulado profundo, un homenaje a los hoteles de líneas aerodinámicas de Miami Beach. El metálico se imprime sobre una base mate, así que los abanicos destellan mientras el fondo se mantiene aterciopelado. Es ideal para un comedor o un rincón de cócteles, en especial con muebles lacados y lámparas de globo. Instálelo sobre una pared lisa para obtener el resultado más limpio.",
    colorway: "Pavo real y dorado",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  12001: {
    description:
      "Una fina celosía entrelazada en dos tonos de peltre sobre un suave fondo gris, a una escala que se lee como textura desde el otro extremo de un pasillo y como patrón de cerca. El vinilo con respaldo de tela Tipo II está hecho para el tránsito intenso, con una cara resistente al cepillado y una clasificación contra incendios Clase A. Especifíquelo para pasillos de hotel, vestíbulos de ascensores y recepciones de oficinas que necesitan un fondo discreto y a la medida.",
    colorway: "Peltre",
    use: "Comercial",
    cleaning: "Resistente al cepillado",
  },
  12002: {
    description:
      "Hexágonos contorneados encajan en un panal de verde azulado y salvia sobre un fondo cálido color piedra. La línea es ligeramente irregular, como dibujada a mano, lo que suaviza una composición estrictamente geométrica. Vinilo sólido Tipo I con clasificación contra incendios Clase A, soporta los golpes de la cocina de una oficina concurrida, la sala de espera de una clínica o el vestíbulo de servicio de una familia, y se puede limpiar con cepillo.",
    colorway: "Verde cardenillo",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  12003: {
    description:
      "Abanicos art déco en tinta metálica dorada se abren fila tras fila sobre un fondo azabache, y evocan los vestíbulos de los hoteles de Miami Beach. El metálico se imprime en la superficie de vinilo grabada en relieve para que conserve su brillo tras años de limpieza. Su construcción Tipo II y su clasificación Clase A lo hacen adecuado para restaurantes, bares y salones de baile de hotel, mientras que su escala es lo bastante refinada para un glamoroso comedor en casa.",
    colorway: "Azabache y oro",
    use: "Comercial",
    cleaning: "Lavable",
  },
};
