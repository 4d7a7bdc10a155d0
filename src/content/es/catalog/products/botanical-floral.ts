/**
 * Spanish words for every Botanical / Floral product (style "botanical-floral"), in the English
 * file's order. Only the text lives here; names, sizes, prices and colors come from the English
 * product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const botanicalFloralProductTranslations: ProductTranslations = {
  1007: {
    description:
      "Pintadas con un pincel cargado, estas flores de hibisco se abren en tonos agua de rosas y rojo ladrillo, con sus hojas trazadas en pinceladas verdes rápidas y translúcidas. La obra se escaneó de la acuarela original, de modo que cada corrimiento y cada floración del pigmento sobreviven a la impresión. Sobre un no tejido liso se instala con facilidad y se retira en seco. Úselo donde quiera que un dormitorio se sienta como una estancia de jardín con la luz del final de la tarde.",
    colorway: "Agua de rosas",
    use: "Residencial",
    cleaning: "Lavable",
  },
  1008: {
    description:
      "La buganvilia cae desde la parte superior del rollo en brácteas rosadas como de papel y tallos delgados y frondosos, tal como se derrama sobre los muros de los jardines en los vecindarios más antiguos de Miami. Dibujada a la manera de una casa de campo inglesa, se imprime sobre papel con un suave acabado mate. Su forma colgante lleva la mirada hacia arriba, lo que hace que una sala de techo bajo se sienta más alta y da verdadero romanticismo a un solárium.",
    colorway: "Flor sobre tiza",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  1009: {
    description:
      "Las hojas redondas y coriáceas de la uva de mar se esparcen sobre un fondo casi negro, algunas volteadas para mostrar sus nervaduras pálidas. Es una interpretación gráfica y algo sombría de un arbusto nativo. El aspecto de estampado en bloque y el fondo profundo hacen que los espacios pequeños se sientan envolventes en lugar de estrechos, por eso es uno de los favoritos para medios baños y bibliotecas. Mantenga una iluminación cálida y deje que los verdes hagan el resto.",
    colorway: "Hoja sobre carbón",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  1010: {
    description:
      "Finos tallos de jazmín estrella trepan en una línea verde salvia, con las diminutas flores tocadas por una tinta dorada que capta la luz de las lámparas al anochecer. El dibujo es delicado y aireado, y deja mucho fondo marfil, así que nunca satura el espacio. Instálelo en un recibidor o una escalera por donde la gente pase sin prisa, y combínelo con carpintería pintada en un blanco roto cálido.",
    colorway: "Marfil y oro",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  1011: {
    description:
      "Cremosas flores de magnolia y hojas oscuras y brillantes se reúnen en ramos sueltos sobre un fondo azul porcelana pálido, con un contorno de azul más profundo que da a las flores un delicado borde como de porcelana pintada. Es grandioso sin ser recargado. En un comedor aporta el ambiente de una fiesta en un jardín sureño; en un dormitorio es lo bastante sereno para despertar con él. Es no tejido, así que la instalación y el retiro son sencillos.",
    colorway: "Azul porcelana",
    use: "Residencial",
    cleaning: "Lavable",
  },
  1012: {
    description:
      "Frondas cortas y plumosas de coontie, nativa de Florida, se esparcen en una repetición fluida y continua, en verde hoja con alguna ramita amarillo sol. Como la superficie es de vinilo resistente al cepillado, este alegre botánico pertenece a las habitaciones que más trabajan: un cuarto de lavado, un vestíbulo de servicio o una cocina con una estufa muy activa. La escala pequeña disimula esquinas irregulares y recortes difíciles.",
    colorway: "Hoja cítrica",
    use: "Residencial",
    cleaning: "Resistente al cepillado",
  },
  8001: {
    description:
      "Generosos ramos de camelias, atados con holgura con sus propias hojas brillantes, se repiten sobre un fondo marfil en rosa concha y verde jardín. El dibujo está adaptado de un libro de patrones del siglo XIX e impreso en superficie sobre papel, lo que da a las tintas una profundidad suave, como de tiza. Luce mejor en un dormitorio con muebles pintados y mucha ropa de cama blanca, o en un desayunador soleado.",
    colorway: "Rosa concha",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  8002: {
    description:
      "Delgados zarcillos de jazmín suben en curvas sueltas y elegantes, salpicados de diminutas flores en forma de estrella. El trazo verde es lo bastante fino para parecer dibujado a mano, y el fondo blanco mantiene luminosas las habitaciones pequeñas. Su base no tejida tolera la humedad de un medio baño o de un baño de visitas, donde el movimiento vertical del patrón ayuda a que un techo bajo se sienta un poco más alto.",
    colorway: "Hoja sobre blanco",
    use: "Residencial",
    cleaning: "Lavable",
  },
  8003: {
    description:
      "Enormes hojas de filodendro y de helecho se superponen sobre un fondo negro tinta, algunas nítidas, otras perdiéndose en la sombra. Vista de noche bajo una luz cálida, la pared adquiere el silencio de un invernadero después del cierre. La impresión se hace en serigrafía en varias pasadas sobre un papel grueso, así que los verdes se mantienen intensos y en capas. Una elección audaz para un comedor. Se espera una reposición en breve; podemos reservarle un lote.",
    colorway: "Selva sobre negro",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  8004: {
    description:
      "Largos racimos de glicina cuelgan de enredaderas retorcidas, pintados en pervinca y un azul más profundo con toques de verde primavera. La acuarela original se mantuvo suelta a propósito, para que los pétalos se difuminen unos en otros como en una pérgola real en mayo. Impreso en un no tejido liso, es fácil de instalar y de retirar más adelante. Precioso en un dormitorio, en especial uno que se abre a un jardín o a un porche con mosquitero.",
    colorway: "Pervinca",
    use: "Residencial",
    cleaning: "Lavable",
  },
  8005: {
    description:
      "Pequeños y alegres ramilletes de caléndulas y zinnias rojas, atados con tallos verdes, se esparcen sobre un fondo color mantequilla. La escala es modesta, así que va bien en espacios compactos sin abrumarlos. Como es vinilo sólido, se puede limpiar con cepillo y se siente a gusto en un cuarto de lavado, un vestíbulo de servicio o la pared del salpicadero de una cocina. Ahora con precio reducido mientras la variante de color actual esté en promoción.",
    colorway: "Girasol y amapola",
    use: "Residencial",
    cleaning: "Resistente al cepillado",
  },
  13001: {
    description:
      "Delgadas enredaderas de jazmín trepan por la pared en verdes frescos, con pequeñas flores blancas que casi desaparecen en el fondo. El vinilo autoadhesivo (peel and stick) no necesita pegamento ni agua, y su acabado mate se lee como papel impreso y no como plástico. Es fácil de reposicionar durante la instalación y se desprende limpiamente después, así que es ideal para viviendas de alquiler, habitaciones de huéspedes y renovaciones rápidas de fin de semana.",
    colorway: "Blanco jardín",
    use: "Residencial",
    cleaning: "Lavable",
  },
  13002: {
    description:
      "Ramos de camelias grabados en relieve suave se imprimen luego en rosa y rojo profundo, de modo que los pétalos atrapan la sombra a medida que la luz del día cruza la habitación. Pase la mano por la pared y sentirá cada flor. La superficie con relieve también disimula pequeñas imperfecciones en los enlucidos antiguos. Úselo en una sala o un vestidor donde el color suave y la textura puedan apreciarse de cerca.",
    colorway: "Agua de rosas",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
};
