/**
 * Heading and introduction of the six Spanish color pages that have their own text; every other
 * color gets the template, as in English.
 */
import type { ColorText } from "@/content/catalog/color-texts";
import type { ColorSlug } from "@/content/catalog/taxonomy";

export const customColorTexts = {
  white: {
    title: "Papel tapiz blanco suave",
    description:
      "El papel tapiz blanco rara vez es sencillo: lino de aspecto calcáreo, grasscloth marfil, damascos tono sobre tono. Dan a una habitación clara textura y una profundidad serena. Van bien con la intensa luz de la Florida y dejan que los muebles y el arte sean los protagonistas.",
  },
  yellow: {
    title: "Papel tapiz amarillo soleado",
    description:
      "El amarillo aporta calidez a una habitación orientada al norte y un brillo acogedor a un pasillo o a un desayunador. Nuestra selección va desde florales color mantequilla, bañados de sol, hasta geométricos en ocre. Los amarillos más suaves se ven casi neutros en una pared grande.",
  },
  red: {
    title: "Papel tapiz rojo intenso",
    description:
      "El rojo es el color clásico de comedores y bibliotecas, donde se siente cálido y envolvente a la luz de las lámparas. Elija un rojo laca profundo para un efecto dramático o un estampado coral desvaído para algo más suave. En un baño de visitas, un poco rinde mucho.",
  },
  blue: {
    title: "Papel tapiz azul clásico",
    description:
      "El azul es sereno, confiable y se siente a gusto cerca del agua. Piense en toiles índigo, chinoiserie en azul porcelana y nítidas rayas costeras. Los azules más pálidos abren un dormitorio; el azul marino le da a un estudio un aire hecho a la medida.",
  },
  teal: {
    title: "Papel tapiz verde azulado profundo",
    description:
      "El verde azulado está entre el azul y el verde y adopta ambos, según la luz. Le da a un comedor o a un baño de visitas una profundidad de joya. Combina de maravilla con el latón, la rejilla de caña y la madera cálida.",
  },
  green: {
    title: "Papel tapiz verde jardín",
    description:
      "El verde trae el jardín al interior, desde fondos salvia y celadón hasta exuberantes hojas tropicales. Es fácil de vivir con él y va bien en casi cualquier habitación. Los verdes más profundos se sienten acogedores en una biblioteca o un dormitorio.",
  },
} as const satisfies Partial<Record<ColorSlug, ColorText>>;
