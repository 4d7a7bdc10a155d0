/**
 * The Spanish text of every Kids & Teen product, by id, in the order of
 * src/content/catalog/products/kid-teen.ts. Names and facts stay with the English product; only
 * the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const kidTeenProductTranslations: ProductTranslations = {
  6006: {
    description:
      "Diminutas estrellas doradas y constelaciones esbozadas se esparcen sobre un azul medianoche profundo y convierten la pared de un cuarto del bebé o un rincón de lectura en un cielo nocturno. La base no tejida es lavable, así que las pequeñas huellas de dedos se limpian fácilmente, y se desprende en seco cuando la habitación crece. Combínelo con muebles blancos y una alfombra suave para un espacio tranquilo que invite a dormir en lugar de jugar.",
    colorway: "Medianoche",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  6007: {
    description:
      "Elefantes, jirafas y leones desfilan en una alegre fila sobre un fondo crema, dibujados con un trazo amable e impresos en mostaza, verde hoja y cacao. Como es autoadhesivo (peel and stick), los padres pueden instalarlo en un fin de semana sin pegamento y retirarlo cuando el cuarto del bebé se convierta en el cuarto de un niño más grande. La superficie, que se limpia con un paño, también resiste las salpicaduras en un baño infantil compartido.",
    colorway: "Mostaza y hoja",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  6008: {
    description:
      "Círculos, garabatos y medias lunas se desparraman sobre un fondo blanco cálido en rosa, rojo amapola y amarillo girasol. Las formas son un collage de papel recortado a mano, fotografiado y escalado para la pared, por lo que sus bordes conservan una agradable irregularidad. Queda bien en un cuarto de juegos, el dormitorio de un adolescente o un alegre rincón de lavado, y el acabado lavable es práctico para esas edades.",
    colorway: "Amapola y rosa",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  6009: {
    description:
      "Zorros, erizos y búhos se asoman detrás de helechos y hongos en este bosque de cuento. Dibujado con pluma y acuarela, se imprime en un papel mate que les da a las ilustraciones la sensación de un libro ilustrado muy querido, y los niños descubren un animal nuevo cada vez que lo miran. Ideal para un cuarto del bebé o un dormitorio tranquilo. Como es de papel, manténgalo lejos de las salpicaduras y límpielo con una esponja apenas húmeda.",
    colorway: "Helecho y bellota",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  6010: {
    description:
      "Estrellas fugaces cruzan en diagonal un fondo gris nube pálido, con sus colas resaltadas en una suave tinta plateada. El diseño es lo bastante maduro para un adolescente que ya dejó atrás las caricaturas, pero conserva el sentido de asombro. Su superficie de vinilo permite cepillarlo después de los proyectos de arte y resiste la humedad de un baño compartido. Pruébelo en el techo de una habitación con literas para un cielo que nunca se nubla.",
    colorway: "Cielo plateado",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Scrubbable,
  },
  6011: {
    description:
      "Formas robustas de bloques de construcción, apiladas y esparcidas en verde azulado, azul mezclilla y amarillo sol, aportan un orden alegre al cuarto de un niño. Cada tira autoadhesiva puede levantarse y reposicionarse mientras la instala, así que uno de los padres puede hacerlo solo en una tarde. Se limpia con un paño suave y no deja residuos al retirarlo. El próximo envío ya está en camino; con gusto le reservamos rollos.",
    colorway: "Juego de colores primarios",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  11009: {
    description:
      "Estrellas doradas y diminutas constelaciones blancas se esparcen sobre una noche azul marino profundo, a la escala justa para paredes pequeñas. Los paneles autoadhesivos se adhieren sin pegamento y se desprenden limpiamente, para que la habitación crezca junto con su dueño. Una superficie de vinilo que se limpia con un paño resiste los crayones y los dedos pegajosos. Úselo en una pared detrás de la cuna, o en el techo de un rincón con literas para leer cuentos a la hora de dormir bajo las estrellas.",
    colorway: "Cielo nocturno",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  11010: {
    description:
      "Elefantes, jirafas y un león muy paciente desfilan uno tras otro sobre un cálido fondo arena, dibujados con un trazo suelto y amable. La paleta terrosa de caramelo, cacao y oliva se adapta a un cuarto del bebé de género neutro y no parecerá demasiado infantil en unos años. Se imprime sobre un no tejido lavable que se instala encolando la pared y se desprende en seco cuando cambian los gustos. Combínelo con muebles de madera natural y cestas tejidas.",
    colorway: "Arena caramelo",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
  11011: {
    description:
      "Guijarros redondeados, medias lunas y garabatos se desparraman sobre un fondo blanco roto en rosa, verde azulado y mostaza. Las formas se recortaron de papel previamente pintado y se armaron en collage a mano, así que los bordes ondulan lo justo para que se sientan artesanales. Es vivo sin ser estridente, lo que le permite funcionar tanto en el dormitorio de un adolescente como en un cuarto de juegos. La base no tejida es lavable y tolera la humedad, una ventaja práctica para un baño infantil compartido.",
    colorway: "Sorbete",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Washable,
  },
};
