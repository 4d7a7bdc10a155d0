import { bullets, h2, h3, links, p, steps, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English anchors so deep links and the contents list match both languages.
export const whatCanIDoWithABorderGuide = defineGuide({
  slug: "what-can-i-do-with-a-border",
  title: "¿Qué puedo hacer con una cenefa de papel tapiz?",
  metaTitle: "¿Qué puedo hacer con una cenefa de papel tapiz?",
  description:
    "Ideas de cenefas de papel tapiz: junto al techo, a la altura del guardasillas, en ventanas y en paneles, y cómo medirlas, combinarlas e instalarlas.",
  summary:
    "Línea del techo, altura del guardasillas, paneles enmarcados y más: dónde una cenefa se gana su lugar y cómo medirla.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "nursery",
      style: "kid-teen",
      motif: "stars",
      material: "paper",
      palette: { ground: "#eef3f7", inks: ["#f0c75e", "#7fa6c9"] },
    },
    alt: "Ilustración de un cuarto del bebé con papel tapiz de pequeñas estrellas dispersas en amarillo suave y azul pastel sobre un fondo blanco azulado pálido.",
  },
  body: [
    p(
      "Una cenefa de papel tapiz es una franja estrecha de papel impreso, que se vende en rollos largos, y que recorre una habitación en horizontal o enmarca un elemento. Las cenefas tuvieron una larga etapa de popularidad y luego pasaron a un segundo plano, pero nunca dejaron de ser útiles. Usada con mesura, una cenefa aporta arquitectura a una habitación sencilla, remata el borde superior de un papel o le da a una habitación pintada un toque de patrón por una fracción del costo de cubrirla por completo.",
    ),
    p(
      "Estas son las ubicaciones que mejor funcionan hoy, con qué combinar una cenefa y cómo medirla e instalarla.",
    ),

    h2("Dónde funciona una cenefa", "where-a-border-works"),
    h3("En la línea del techo", "at-the-ceiling-line"),
    p(
      "La ubicación clásica. Una cenefa justo debajo del techo, o justo debajo de la moldura de corona, lleva la mirada alrededor de la habitación y da un remate nítido donde las paredes se encuentran con el techo. En habitaciones sin moldura de corona puede ocupar su lugar. Mantenga la cenefa delgada en habitaciones con techos de ocho pies; una franja ancha en la parte superior de una pared baja hace que el techo se sienta más bajo.",
    ),
    h3("A la altura del guardasillas", "at-chair-rail-height"),
    p(
      "Una cenefa colocada a aproximadamente un tercio de la altura de la pared, más o menos donde iría un [guardasillas](/how-to/glossary#chair-rail), divide la pared en dos zonas. Puede pintar la parte de abajo y cubrir con papel la de arriba, o usar dos papeles coordinados con la cenefa cubriendo la unión entre ellos. Es una disposición práctica en comedores y pasillos, donde la parte baja de la pared recibe golpes de sillas y bolsas.",
    ),
    h3("Alrededor de ventanas, puertas y vanos", "around-windows-doors-and-openings"),
    p(
      "Colocar una cenefa alrededor de una ventana o de una puerta la enmarca como un cuadro. Funciona mejor con un diseño sencillo y direccional, como una greca, un cordón o una raya estrecha, cortado a inglete con precisión en las esquinas.",
    ),
    h3("En paneles enmarcados", "as-framed-panels"),
    p(
      "Uno de los usos más elegantes es crear paneles. Coloque una cenefa formando rectángulos sobre una pared pintada o con una textura ligera para imitar las molduras de paneles, o para enmarcar secciones de un papel con patrón, un mural o un espejo. Los paneles aportan un aire tradicional y a la medida a un comedor o a una sala formal, y van bien con muchos [diseños tradicionales](/styles/traditional).",
    ),
    h3("En cuartos infantiles", "in-children-s-rooms"),
    p(
      "Una cenefa a la altura de los ojos de un niño, con animales, estrellas o letras, es encantadora y fácil de cambiar a medida que crece. Combínela con una raya sencilla o una pared pintada y renuévela cuando la habitación necesite un nuevo aspecto. Nuestros [diseños para niños y adolescentes](/styles/kid-teen) incluyen patrones divertidos que se coordinan bien con las cenefas.",
    ),

    h2("Cómo combinar una cenefa", "pairing-a-border"),
    bullets(
      "Con pintura: tome el color de la pared del fondo de la cenefa o de una de sus tintas para que la cenefa se vea planeada.",
      "Con un papel tapiz coordinado: muchas colecciones incluyen cenefas diseñadas para acompañar un papel a juego. Usarlos juntos elimina las dudas sobre la escala y el color.",
      "Con rayas: una cenefa en la parte superior de una pared a rayas detiene las rayas con limpieza y les da una cornisa.",
      "Con textura: una pared de grasscloth (fibras naturales tejidas) o con aspecto de lino debajo de una cenefa impresa resulta sobria y rica.",
    ),
    tip(
      "Mantenga la proporción",
      "Como referencia aproximada, elija una cenefa de un ancho cercano a la décima parte de la altura de la sección de pared que ocupa o enmarca, y luego ajuste a ojo. Pegue una muestra a la altura exacta antes de hacer el pedido.",
    ),

    h2("Cómo medir para una cenefa", "measuring-for-a-border"),
    p(
      "Las cenefas se miden por longitud, no por superficie. Mida la longitud de cada pared que recorrerá la cenefa y súmelas. Para una habitación completa en la línea del techo, eso equivale al perímetro de la habitación. Las cenefas suelen venderse en rollos de cinco yardas, es decir, quince pies.",
    ),
    p(
      "Nuestra [calculadora de papel tapiz](/wallpaper-calculator) hace este cálculo por usted. Active la opción de cenefa y calculará la longitud de cenefa para las paredes que elija y el número de rollos de quince pies, junto con el propio papel tapiz. Agregue un extra para casar el patrón de la propia cenefa en las uniones y para las esquinas a inglete, y calcule más si va a enmarcar ventanas o crear paneles, ya que cada marco tiene cuatro esquinas.",
    ),

    h2("Cómo instalar una cenefa", "hanging-a-border"),
    p(
      "Instalar una cenefa es más fácil que instalar papel de altura completa, pero una línea recta importa todavía más, porque la mirada sigue la cenefa por toda la habitación.",
    ),
    steps(
      [
        "Marque una línea nivelada",
        "Use un nivel láser o un nivel de burbuja largo para trazar una línea tenue a lápiz donde quedará el borde inferior o superior de la cenefa. No se guíe por el techo; pocos techos están realmente nivelados.",
      ],
      [
        "Elija el adhesivo",
        "En paredes pintadas, use el adhesivo que recomienda el fabricante. Sobre un papel tapiz de vinilo existente, use un adhesivo para cenefas o para vinilo sobre vinilo, porque el pegamento común no se sostiene sobre una superficie de vinilo.",
      ],
      [
        "Empiece en una esquina poco visible",
        "Comience detrás de una puerta o en la esquina menos visible, para que la unión final, donde el patrón puede no coincidir, quede fuera de la vista.",
      ],
      [
        "Trabaje en tramos manejables",
        "Encole o active un tramo que pueda manejar con comodidad, déjelo reposar doblado un momento si las instrucciones lo indican, y dóblelo en acordeón para que no se pegue a sí mismo.",
      ],
      [
        "Resuelva esquinas y uniones con limpieza",
        "Doble ligeramente la cenefa en las esquinas interiores y superponga la pieza siguiente, casando el patrón. En marcos y paneles, superponga las dos tiras en la esquina, corte ambas a 45 grados con una cuchilla afilada y una regla, y retire los recortes para obtener un inglete limpio.",
      ],
      [
        "Limpie y revise",
        "Retire cualquier resto de adhesivo de la superficie con una esponja limpia y húmeda a medida que avanza, y aléjese con regularidad para revisar la línea.",
      ],
    ),

    h2("Cuándo una cenefa no es la solución", "when-a-border-is-not-the-answer"),
    p(
      "Las cenefas funcionan peor en paredes muy irregulares, en habitaciones con muchas interrupciones a lo largo de la línea o donde el techo tiene pendiente. En esos casos puede verse mejor un papel tapiz completo, una raya pintada o un cambio de material a la altura del guardasillas. Si no está seguro, traiga fotos de la habitación a una [consulta de diseño](/consultation) y esbozaremos las opciones con usted.",
    ),
    links(
      ["Calcule el papel tapiz y la cenefa con la calculadora", "/wallpaper-calculator"],
      ["Cómo elegir un patrón de papel tapiz", "/how-to/choose-a-wallpaper-pattern"],
      ["Explore el catálogo", "/catalog"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
