/**
 * The Spanish text of every Textured & Fabric product, by id, in the order of
 * src/content/catalog/products/textured-fabric.ts. Names and facts stay with the English product;
 * only the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const texturedFabricProductTranslations: ProductTranslations = {
  5007: {
    description:
      "Un auténtico lino tejido, con irregularidades en el hilo, laminado sobre un respaldo de papel para que se instale como papel tapiz pero se vea como tapicería. El tono avena varía ligeramente en cada rollo doble, y las uniones pasan a formar parte del look en lugar de ser algo que ocultar. Suaviza tanto el sonido como la luz, lo que marca una verdadera diferencia en las salas de Florida con pisos de baldosa y techos altos. Pida suficiente para toda la habitación de un mismo lote de tinte.",
    colorway: "Avena",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  5008: {
    description:
      "Hilos de seda cruda, con todas sus irregularidades, se tejen en una suave tela gris paloma y se respaldan para la pared. Un tenue brillo plateado recorre la superficie a medida que cambia la luz, más intenso al atardecer. La seda es delicada: debe instalarse lejos del sol directo y de las manos inquietas, así que piense en la pared de la cabecera de un dormitorio principal o en una sala formal en lugar de un pasillo. Por ahora, la fábrica lo tiene en pedido pendiente.",
    colorway: "Gris paloma",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  5009: {
    description:
      "El aspecto de un lino nítido de tejido suelto, grabado en relieve en un vinilo grueso con una malla de tela detrás. De cerca se ven hilos entrecruzados y pequeñas irregularidades; desde el otro lado de un lobby simplemente se percibe como un blanco cálido y sereno. Con clasificación clase A y resistente al cepillado, está hecho para pasillos de hotel, lobbies de condominios a lo largo de la costa y vestíbulos familiares donde las marcas son parte de la vida diaria.",
    colorway: "Galleta de mar",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
  5010: {
    description:
      "Un efecto de seda impreso con una fina irregularidad horizontal, bañado en tonos cálidos de miel y paja. El diseño se fotografió a partir de un antiguo tapiz de seda y se reprodujo sobre una base lisa no tejida, así que obtiene el brillo de la seda con un cuidado mucho más sencillo. Sin patrón que alinear, se instala rápido y se desperdicia poco. Un fondo precioso para un comedor con muebles de madera oscura y marcos dorados.",
    colorway: "Miel",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  5011: {
    description:
      "Un tramado entrecruzado en carbón profundo le da a este revestimiento de pared autoadhesivo (peel and stick) el peso de una lona tejida. El respaldo autoadhesivo le permite reposicionar una tira mientras la alinea, y se despega limpiamente cuando termina el contrato de alquiler. Úselo detrás de estanterías abiertas en una oficina en casa, en una sola pared de acento o dentro de un clóset para un acabado a la medida. Basta con un paño húmedo para mantenerlo limpio.",
    colorway: "Carbón",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  7007: {
    description:
      "Una seda color clarete con acabado moaré, el patrón ondulado como el agua que aparece cuando la tela se prensa bajo pesados rodillos. En la pared pasa del granate al vino profundo cuando uno camina frente a ella. Pertenece a los espacios formales: un comedor con una lámpara de araña de cristal, una biblioteca, un bar íntimo como un joyero. La seda es sensible a la luz del sol y a la humedad, así que instálela en una pared a la sombra y limítese a limpiarla con un cepillo suave.",
    colorway: "Clarete",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7008: {
    description:
      "Piense en su camisa de cambray favorita, desteñida por el sol: hilos azul pálido cruzados con blanco, impresos con un detalle tan fino que la mayoría de la gente quiere tocarlo. La base no tejida es fácil de instalar y de retirar, y se puede limpiar suavemente con un paño. Es una opción relajada para un dormitorio de invitados o una casa de playa, donde convive felizmente con fundas blancas y madera envejecida.",
    colorway: "Mezclilla desteñida",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  7009: {
    description:
      "Un vinilo comercial liviano con un fino relieve de lino entrecruzado, en un cálido greige (gris beige) que favorece tanto la luz natural como la iluminación de oficina. Construido sobre un respaldo de tela y con clasificación clase A, está pensado para oficinas privadas, consultorios médicos y salas de conferencias que quieren sentirse menos corporativas. Se vende por yarda en un ancho de 54 pulgadas, se instala rápido y puede cepillarse cuando sea necesario.",
    colorway: "Gris beige",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
  7010: {
    description:
      "El tussah es una seda silvestre con un hilo naturalmente irregular, y aquí se teje en una tela perlada con el más leve toque de rosa. Las irregularidades captan la luz en pequeños puntos, así que la pared parece viva sin ningún patrón. Úsela en un dormitorio principal o un vestidor donde pueda admirarse de cerca. Instálela lejos del sol directo y simplemente desempólvela de vez en cuando.",
    colorway: "Perla rosada",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7011: {
    description:
      "Un verdín profundo, entre el verde azulado y la pátina del cobre antiguo, impreso para imitar una seda gruesa con irregularidades. Un suave brillo en la tinta realza el color a la luz de las lámparas. La base no tejida es más fácil de manejar que la seda auténtica y puede limpiarse con un paño, lo que la abre a salas y salas de estar familiares. Junto al roble blanco, la rejilla y el latón, se ve rica y serena en lugar de oscura.",
    colorway: "Pátina",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  12004: {
    description:
      "Las irregularidades y el entrecruzado del lino natural, grabados en relieve en una cara de vinilo resistente, para que la pared se vea tejida pero se limpie como un mostrador. El beige lino sobre un fondo ligeramente más profundo da el sutil cambio tonal de una tela real. Con casado libre y sin repetición visible, se instala rápido en tramos largos. Es una opción confiable para habitaciones de huéspedes, residencias para personas mayores y pasillos de spa, donde importan tanto la calidez como la durabilidad.",
    colorway: "Lino",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
  12005: {
    description:
      "Las irregularidades de la seda cruda shantung, reproducidas en un vinilo con un brillo suave y perlado. Hilos dorado antiguo y champán pálido resplandecen a medida que se mueve la luz, y le dan a la suite de un hotel o a un club privado el brillo de la seda sin su fragilidad. El vinilo tipo I tiene clasificación clase A y es lavable. Se vende por yarda en anchos de cincuenta y cuatro pulgadas para tramos largos con pocas uniones.",
    colorway: "Dorado antiguo",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Washable,
  },
  12006: {
    description:
      "Una textura de tejido de cesta apretado en gris pizarra, atravesada por un tenue azul que solo se revela con la luz del día. El vinilo liviano tipo I con respaldo de tela mantiene el presupuesto bajo control en oficinas, salas de conferencias y clínicas privadas, mientras que la clasificación clase A cumple con la mayoría de los códigos comerciales. El casado libre significa que no hay desperdicio en las uniones, y la superficie tonal disimula las marcas del tránsito diario.",
    colorway: "Puerto pizarra",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
};
