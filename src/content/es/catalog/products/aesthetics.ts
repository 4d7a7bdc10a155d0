/**
 * Spanish words for every Aesthetics product (style "aesthetics"), in the English file's order.
 * Only the text lives here; names, sizes, prices and colors come from the English product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const aestheticsProductTranslations: ProductTranslations = {
  4007: {
    description:
      "Tulipanes erguidos y tallos sinuosos de zarza se entrelazan en una repetición densa, dibujada a mano, en tonos salvia, oliva y un toque de castaño rojizo sobre un fondo color vitela. Sigue el ideal Arts and Crafts de flores planas y estilizadas que llenan la superficie sin ninguna sensación de profundidad. Una elección encantadora para un estudio, un rincón de lectura o la sala de un bungalow con molduras de roble.",
    colorway: "Salvia y vitela",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  4008: {
    description:
      "Granadas abiertas derraman semillas color granate entre hojas en volutas, un motivo muy querido por el Movimiento Estético por su riqueza y su simbolismo. El diseño se imprime en superficie con cuatro tintas sobre un papel crema, con un tenue contorno ocre que da peso a cada fruto. Va bien en un comedor o una biblioteca, y luce especialmente elegante sobre paneles de madera oscura.",
    colorway: "Granate y hoja",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  4009: {
    description:
      "Trompetas de madreselva en amarillo botón de oro se enroscan entre hojas estilizadas, contorneadas con la línea clara y uniforme de una plantilla Arts and Crafts. La paleta es soleada pero suave, y la repetición pequeña mantiene el patrón vivo sin que se sienta recargado. Impreso en no tejido, es una forma sencilla de darle a un dormitorio o a un rincón de cocina el encanto de una antigua casa de campo inglesa.",
    colorway: "Botón de oro",
    use: "Residencial",
    cleaning: "Lavable",
  },
  4010: {
    description:
      "Granadas y sus hojas trepan por un fondo profundo verde azulado pavo real en una disposición formal y simétrica, cada fruto pintado en rojo coral con reflejos color lino. El color es intenso y el dibujo preciso, fiel al gusto del Movimiento Estético por los interiores que resplandecen a la luz de las lámparas. Hace que una biblioteca, una oficina en casa o la alcoba de un dormitorio se sientan íntimas y reunidas con el tiempo, como una colección.",
    colorway: "Pavo real",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  4011: {
    description:
      "Hileras de caléndulas, con pétalos tallados como en una impresión en bloque, alternan con cabezuelas de semillas y hojas pequeñas en cálidos tonos azafrán y castaño nogal. El ligero desfase de las tintas, deliberado y encantador, recuerda los papeles estampados a mano con bloques de finales del siglo XIX. Aporta calidez y un toque de ingenio a un recibidor, un vestíbulo de servicio o un dormitorio abuhardillado.",
    colorway: "Caléndula",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  10005: {
    description:
      "Rosas silvestres, escaramujos y hojas sinuosas se entrelazan en un entramado denso dibujado a mano, a la manera Arts and Crafts. El diseño se imprime para que parezca tallado en bloque, con tres colores superpuestos ligeramente fuera de registro para que las hojas tengan un borde suave, como entintado. El verde pradera y el ocre sobre un fondo crema aportan calidez a las habitaciones orientadas al norte. Úselo en una sala o una biblioteca con roble, latón y muchos libros.",
    colorway: "Pradera y ocre",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  10006: {
    description:
      "Granadas abiertas, derramando sus semillas, se asientan dentro de una retícula ojival de hojas estilizadas, un motivo que el Movimiento Estético tomó de los terciopelos renacentistas. Aquí se imprime en granate y pergamino sobre un fondo profundo verde azulado pavo real, lo que da al diseño verdadera presencia a la luz de las velas. El papel tiene un acabado plano, como de tiza, que absorbe la luz en lugar de reflejarla. Una elección natural para un comedor, un cuarto de estar o un vestíbulo de escalera pintado en el mismo verde azulado oscuro.",
    colorway: "Pavo real y granate",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  10007: {
    description:
      "La madreselva traza curvas suaves en esta versión desenfadada de un papel tapiz de taller, dibujada con las flores aplanadas y los tallos en volutas que tanto amaban los diseñadores Arts and Crafts. Flores rosa empolvado y hojas color sauce descansan sobre un fondo pálido color yeso, lo bastante suave para un dormitorio o un vestidor. La base no tejida es fácil de instalar y lavable, y esta variante de color se ofrece a precio reducido mientras dure el lote de tinte actual.",
    colorway: "Rosa pálido y sauce",
    use: "Residencial",
    cleaning: "Lavable",
  },
};
