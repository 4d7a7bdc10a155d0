/**
 * Spanish words for every Damask product (style "damask"), in the English file's order.
 * Only the text lives here; names, sizes, prices and colors come from the English product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const damaskProductTranslations: ProductTranslations = {
  3007: {
    description:
      "Un gran damasco clásico, con sus medallones y volutas de acanto en relieve de flocado carmesí sobre un fondo oro antiguo. El pelo aterciopelado se aplica sobre un adhesivo impreso, lo que da la profundidad suave y sombreada del terciopelo cortado tejido. Pertenece a las habitaciones formales: un comedor con lámpara de araña de cristal, una biblioteca, el bar de un hotel boutique. Cepíllelo ligeramente para que el pelo se mantenga fresco.",
    colorway: "Carmesí sobre dorado",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  3008: {
    description:
      "Gris paloma pálido sobre un fondo ligeramente más claro: este damasco tono sobre tono aparece y desaparece al pasar frente a él, gracias a un brillo sutil en el motivo impreso. El vinilo sólido tiene clasificación Clase A y es resistente al cepillado, así que sirve tanto para el vestíbulo de un condominio como para el recibidor de una familia o un baño. Es el damasco discreto para quienes creen que no les gusta el damasco.",
    colorway: "Gris paloma",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  3009: {
    description:
      "Este damasco de gran escala cambia los habituales rojos y dorados por un nítido azul Delft sobre blanco, lo que hace que un patrón formal se sienta fresco y costero. Los medallones están dibujados con un contorno aireado y una aguada interior, más ligeros que un damasco tejido y con los que resulta más fácil convivir. Úselo en un dormitorio con ropa de cama blanca, o en un soleado vestíbulo de escalera que necesite un poco de grandeza.",
    colorway: "Delft",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  3010: {
    description:
      "Flocado de terciopelo negro sobre un suave fondo carbón, tan sutil que primero se percibe como textura y solo después como patrón. La luz roza el pelo en relieve y revela en ángulo los medallones del damasco. Es discretamente lujoso en una sala de medios, un medio baño o un dormitorio con paredes de tonos profundos y herrajes de latón, y además amortigua un poco el sonido.",
    colorway: "Ébano",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  3011: {
    description:
      "Un suave damasco color arenisca con un fondo mate y un tenue realce nacarado en el motivo, con un precio pensado para proyectos de habitaciones completas. El soporte no tejido es transpirable y dimensionalmente estable, así que las uniones se mantienen firmes durante los veranos de Florida, y se retira en seco cuando usted redecora. Le da a un dormitorio o a un pasillo un acabado clásico sin un precio de lujo.",
    colorway: "Arenisca",
    use: "Residencial",
    cleaning: "Lavable",
  },
  9005: {
    description:
      "Un damasco grande y majestuoso con granadas y volutas de acanto, con sus medallones flocados en un suave terciopelo carmesí sobre un fondo burdeos con acentos de oro antiguo. Pase la mano por encima y el pelo en relieve se siente como tapicería. Va bien en comedores formales, bibliotecas y cavas que buscan la calidez del viejo mundo. El flocado debe mantenerse seco y desempolvarse con suavidad; recompensa un poco de cuidado con décadas de riqueza.",
    colorway: "Carmesí y dorado",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  9006: {
    description:
      "Aquí el damasco apenas se nota: un medallón color arena impreso en una tinta satinada sobre un fondo mate del mismo tono, con un toque de champán. Desde el otro lado de la habitación, la pared se ve lisa y suave; de cerca, el patrón surge a medida que cambia la luz. Es una forma sencilla de llevar la tradición a un dormitorio moderno, y la base no tejida se puede limpiar suavemente con un paño.",
    colorway: "Arena satinado",
    use: "Residencial",
    cleaning: "Lavable",
  },
  9007: {
    description:
      "Un damasco clásico en gris paloma sobre blanco, con una escala pensada para verse elegante en un espacio pequeño. El vinilo sólido lo convierte en la forma práctica de llevar un patrón tradicional a un medio baño, un baño de visitas o un pasillo de mucho tránsito, y se puede limpiar con cepillo sin que se destiña. La clasificación Clase A significa que también pueden usarlo posadas boutique y oficinas pequeñas. Tiene un buen precio para cubrir varias habitaciones.",
    colorway: "Gris paloma sobre blanco",
    use: "Residencial y comercial ligero",
    cleaning: "Resistente al cepillado",
  },
  9008: {
    description:
      "Medallones de damasco llenos de peonías están flocados en un profundo terciopelo azul marino sobre un fondo azul ligeramente más claro, de modo que el patrón se siente tanto como se ve. El color tono sobre tono lo mantiene moderno y sobrio, un excelente fondo para obras de arte. Considérelo para una sala o un estudio con madera cálida y lámparas de latón. El flocado es delicado; manténgalo fuera de las habitaciones húmedas y quítele el polvo con un cepillo suave.",
    colorway: "Terciopelo azul marino",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  13003: {
    description:
      "Un gran damasco clásico, con sus medallones y volutas de acanto en relieve de flocado granate profundo sobre un fondo de oro bruñido. El flocado se aplica sobre una impresión adhesiva y se recorta, así que cada motivo tiene el pelo denso y aterciopelado del terciopelo cortado. Ilumine la habitación con suavidad y el patrón parece flotar. Está hecho para comedores formales, bibliotecas y cualquier pared que merezca un poco de ceremonia.",
    colorway: "Granate sobre dorado",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
  13004: {
    description:
      "Flocado de terciopelo negro sobre un fondo carbón: el damasco se revela solo cuando la luz roza la superficie. Es una forma discreta y táctil de llevar el patrón a una habitación moderna. El pelo es suave al tacto y absorbe un poco de sonido, lo que ayuda en espacios de superficies duras. Nos encanta en un medio baño con un mueble de lavabo de piedra y latón envejecido. Se ofrece a un precio especial mientras dure esta tanda.",
    colorway: "Ónix",
    use: "Residencial",
    cleaning: "Quitar el polvo con suavidad; no mojar",
  },
};
