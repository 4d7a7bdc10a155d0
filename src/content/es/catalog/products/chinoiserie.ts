/**
 * Spanish words for every Chinoiserie product (style "chinoiserie"), in the English file's order.
 * Only the text lives here; names, sizes, prices and colors come from the English product.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";

export const chinoiserieProductTranslations: ProductTranslations = {
  3001: {
    description:
      "Ramas de ciruelo se arquean sobre un fondo verde jade profundo, con sus flores en rosa concha y marfil, mientras pinzones y una pareja de urracas se detienen entre las ramitas. El dibujo sigue los papeles de exportación del siglo XVIII, con aire de pintado a mano aunque impreso en serigrafía sobre un papel fino. Es el tipo de patrón alrededor del cual se construye un comedor, espléndido a la luz de las velas y lo bastante generoso para cubrir una pared grande.",
    colorway: "Flor sobre jade",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  3002: {
    description:
      "Pequeños pabellones, puentes arqueados y barcas de pescadores se asientan entre rocas escarpadas y sauces, dibujados en verde hoja y verde celadón sobre un fondo blanco suave. Las escenas se repiten con un ritmo sereno, de modo que la pared se lee como un paisaje continuo. Una chinoiserie ligera y encantadora para una sala, un desayunador o una suite de huéspedes; luce preciosa con muebles de bambú y porcelana azul y blanca.",
    colorway: "Celadón",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  3003: {
    description:
      "El azul y blanco, la paleta más perdurable de la chinoiserie, se usa aquí para una rama colgante de peonía donde los pájaros cantores se posan y se acicalan. La línea índigo es fina y las aguadas ligeras, así que el papel parece un jarrón de porcelana pintada desenrollado sobre la pared. Impreso en no tejido para una instalación sencilla, es una opción fresca para un dormitorio de huéspedes o un soleado rincón de desayuno.",
    colorway: "Azul y blanco",
    use: "Residencial",
    cleaning: "Lavable",
  },
  3004: {
    description:
      "Inspirado en un biombo de laca de Coromandel, este papel escénico sitúa pagodas, islas rocosas y barcas a la deriva en rojo cinabrio y oro sobre un fondo negro brillante. El oro es una auténtica tinta metálica, así que las escenas centellean cuando usted pasa frente a ellas. Es dramático, algo teatral y perfecto para un medio baño, una biblioteca o un comedor pensado para largas veladas.",
    colorway: "Laca cinabrio",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  3005: {
    description:
      "Un suave amarillo imperial sirve de fondo a una rama de cerezo en flor donde se reúnen urracas grises, con su plumaje dibujado en un fino tramado como a plumilla. El amarillo es apagado más que brillante, más cercano a la seda antigua que al sol, y calienta una habitación sin abrumarla. Es un fondo precioso para una sala formal, en especial con tapicería verde grisáceo y muebles oscuros lacados.",
    colorway: "Amarillo imperial",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  3006: {
    description:
      "Vendido como un juego de paneles numerados, este panorama pintado despliega la orilla de un lago con sauces llorones, pasaderas de piedra y un pequeño pabellón medio perdido en la neblina. Cada panel mide 36 pulgadas de ancho y se imprime por encargo, con aguadas de azul y gris que se desvanecen hacia el techo como la bruma del amanecer. Convierte un dormitorio en un refugio y luce extraordinario envolviendo un comedor.",
    colorway: "Neblina",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  8006: {
    description:
      "Pabellones de tejados curvados hacia arriba, puentes arqueados e islas bordeadas de sauces se despliegan en un paisaje escénico continuo, pintado en tres tonos de jade sobre un fondo celadón pálido. Cada rollo se imprime en papel fino con una repetición amplia, así que un comedor se lee como un solo paisaje y no como un patrón. Tómese su tiempo para elegir dónde cae el puente; con gusto planificamos la distribución con usted antes de la instalación.",
    colorway: "Celadón",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  8007: {
    description:
      "Inspirada en los biombos de laca negra, esta chinoiserie sitúa ramas de ciruelo en flor y pájaros cantores posados sobre un fondo azabache brillante. Realces de pan de oro perfilan las ramas, y las flores son de un rosa suave que evita que el dramatismo resulte pesado. En un medio baño con grifo de latón y un solo aplique de pared, se convierte en un pequeño joyero. Al ser de papel, es mejor mantenerlo lejos de las duchas.",
    colorway: "Laca y dorado",
    use: "Residencial",
    cleaning: "Limpiable con esponja",
  },
  8008: {
    description:
      "Ramas de magnolia se extienden a lo ancho del rollo, con grullas y pinzones dibujados en el azul y blanco de la porcelana de exportación. El diseño tiene un aire ligero, de pintado a mano, con mucho espacio entre los motivos. Se imprime en no tejido para una instalación sencilla y un retiro limpio. Nos gusta en un dormitorio con tibores azules y blancos, o en el hueco de una escalera donde las ramas puedan trepar.",
    colorway: "Azul porcelana",
    use: "Residencial",
    cleaning: "Lavable",
  },
};
