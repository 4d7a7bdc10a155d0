/**
 * The Spanish text of every Grasscloth & Naturals product, by id, in the order of
 * src/content/catalog/products/grasscloth-naturals.ts. Names and facts stay with the English
 * product; only the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const grassclothNaturalsProductTranslations: ProductTranslations = {
  1013: {
    description:
      "Largas hebras de arrurruz natural se anudan a mano y se colocan una junto a otra sobre un respaldo de papel, para lograr un beige cálido, como blanqueado por el sol, con las irregularidades y los cambios de tono que solo un tejido auténtico puede tener. No hay dos paneles exactamente iguales, y de eso se trata. Aporta una textura serena a una sala o un estudio, y luce de maravilla detrás de obras de arte, marcos antiguos y maderas claras.",
    colorway: "Hierba de sierra",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  1014: {
    description:
      "El sisal de tejido apretado le da a este revestimiento de pared una superficie nítida y acanalada, con una mezcla tipo tweed de arena y marrón madera de deriva. Es más resistente que la mayoría de los tejidos naturales y disimula bien las pequeñas abolladuras y marcas, lo que lo convierte en una opción inteligente para una oficina en casa, un pasillo o la pared de un dormitorio detrás de un escritorio. Los paneles se cortan de rollos consecutivos para mantener el color tan parejo como la naturaleza lo permite.",
    colorway: "Madera de deriva",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  1015: {
    description:
      "Finas láminas de corcho natural se colocan sobre un respaldo con hoja de oro, de modo que el metal destella a través de los poros y las grietas de la corteza como la luz del sol a través de una celosía de juncos. Cada panel se termina a mano y es ligeramente distinto de su vecino. El efecto es cálido y orgánico, pero inconfundiblemente lujoso, y luce mejor en un comedor, un bar o la suite de un hotel boutique iluminada con lámparas bajas.",
    colorway: "Oro leonado",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  1016: {
    description:
      "Teñido a mano en un profundo verde azulado de laguna, este tejido de hierba marina absorbe el color de forma desigual, así que la pared destella entre hebras oscuras y más claras, como el agua sobre un arrecife. Tiene una clasificación de resistencia al fuego clase A, lo que lo abre a habitaciones de hotel y reservados de restaurante, además del hogar. Pruébelo en un dormitorio con ropa de cama blanca y lámparas de latón, o en una sala de estar donde quiera color y textura a la vez.",
    colorway: "Laguna profunda",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  1017: {
    description:
      "Desde el otro lado de la habitación parece rafia natural, con finas irregularidades horizontales en gris piedra pómez y avena, pero la superficie es un vinilo resistente con relieve sobre una malla tejida. Con clasificación tipo II y clase A, está hecho para pasillos, oficinas, clínicas y habitaciones de hotel donde un grasscloth (fibras naturales tejidas) auténtico se desgastaría o se mancharía. Las uniones son casi invisibles, y se limpia con un paño húmedo y jabón suave.",
    colorway: "Piedra pómez",
    use: useTerms.Commercial,
    cleaning: cleaningTerms.Scrubbable,
  },
  7001: {
    description:
      "Juncos recolectados a mano se colocan uno junto a otro sobre una urdimbre de algodón y se laminan sobre papel, conservando los nudos y los cambios de color naturales. El resultado es un caqui suave con matices de verde pantano que cambia de una hebra a otra. Ha superado la prueba de llama clase A, por lo que los diseñadores lo usan tanto en suites de hoteles boutique como en salas. Cuente con uniones visibles: son parte de la honestidad del material.",
    colorway: "Junco caqui",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7002: {
    description:
      "Finas fibras de sisal se tejen en un tejido de cesta apretado y parejo, y se dejan en su color pálido, blanqueado por el sol. Comparado con hierbas de tejido más suelto, el sisal se ve más pulido, lo que lo hace uno de los favoritos para dormitorios y suites principales que buscan textura sin rusticidad. Cada rollo se termina a mano, por lo que son de esperar pequeñas variaciones de tono. Tiene un precio rebajado por tiempo limitado mientras hacemos espacio para nuevas variantes de color.",
    colorway: "Arena blanqueada",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7003: {
    description:
      "Finas láminas de corcho natural se prensan sobre una base de papel con un leve respaldo dorado, que destella entre los huecos de las escamas. El corcho es cálido al tacto, silencia notablemente una habitación y perdona las paredes que no son perfectas. Solemos recomendarlo para un estudio o una oficina en casa, donde aporta la sensación de una biblioteca sin un solo librero. Cepíllelo ligeramente para mantenerlo limpio.",
    colorway: "Coñac con oro",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7004: {
    description:
      "La fibra de abacá, pariente de la planta del plátano, se tiñe de un índigo profundo y se teje con una trama ligeramente irregular, de modo que el color se concentra en algunas hebras y se aclara en otras. La profundidad que le da a un comedor de noche es difícil de igualar con pintura. Como todas las hierbas naturales, prefiere habitaciones secas y una instalación cuidadosa. Esta variante de color está temporalmente agotada; podemos hacerle una reserva.",
    colorway: "Índigo profundo",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7005: {
    description:
      "El yute grueso se teje en un grasscloth (fibras naturales tejidas) robusto y abierto, y se tiñe del verde suave de las hojas de mangle a la sombra. El hilo más grueso proyecta pequeñas sombras que le dan a la pared un aspecto esculpido, incluso desde el otro lado de la habitación. Es el compañero natural del ratán, la teca y la tapicería de lino, y aporta una calma tropical y relajada a una oficina en casa o una sala de estar sin depender de una palmera estampada.",
    colorway: "Hoja en sombra",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  7006: {
    description:
      "Un sisal accesible en un gris piedra frío, tejido con un perfil plano que hace que las uniones se noten menos que en hierbas de tejido más suelto. Tiene una clasificación de resistencia al fuego clase A, así que funciona en la entrada de un condominio o en una pequeña suite de oficinas tanto como en casa. En un vestíbulo les da a los invitados algo que notar al llegar, y combina fácilmente con faroles de hierro negro y pisos de terrazo.",
    colorway: "Gris piedra",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  13005: {
    description:
      "Fibras gruesas de sisal se tejen a mano y se laminan sobre un respaldo de papel, creando una superficie pálida y nudosa con el aspecto de una alfombra de casa de playa llevada a la pared. Los cambios naturales de color de un panel a otro son parte de su carácter. La clasificación de resistencia al fuego clase A lo hace adecuado para hoteles boutique y oficinas, además de hogares. Resérvelo para habitaciones secas, lejos de salpicaduras de agua.",
    colorway: "Arena blanqueada",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
  13006: {
    description:
      "Finas láminas de corcho natural se prensan sobre un respaldo y se salpican con hoja de oro, de modo que la cálida superficie marrón destella donde la luz la encuentra. El corcho aporta una suave absorción acústica y un tacto casi de cuero. Como cada lámina se corta de corteza natural, la veta y el tono varían a lo largo de la pared. Elíjalo para un estudio, una sala multimedia o el bar de un hotel con iluminación baja y cálida.",
    colorway: "Oro brasa",
    use: useTerms.Residential,
    cleaning: cleaningTerms["Dust gently; do not wet"],
  },
};
