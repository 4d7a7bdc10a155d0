import { bullets, h2, h3, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English anchors so deep links and the contents list match both languages.
export const chooseAWallpaperPatternGuide = defineGuide({
  slug: "choose-a-wallpaper-pattern",
  title: "Cómo elegir el patrón del papel tapiz",
  metaTitle: "Cómo elegir el patrón del papel tapiz",
  description:
    "Elija un patrón de papel tapiz con seguridad: escala y distancia de visión, familias, repetición y casado, mezclas y dónde lucen los diseños audaces.",
  summary:
    "Escala, estilo, repetición y casado: cómo encontrar un patrón que se adapte a la habitación y a su manera de vivirla.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "powder-room",
      style: "geometric",
      motif: "deco-fan",
      material: "metallic-foil",
      palette: { ground: "#1f2f4a", inks: ["#c9a85a"], metallic: "#c9a85a" },
    },
    alt: "Ilustración de un baño de visitas con papel tapiz de abanicos art déco dibujados con líneas doradas sobre un fondo azul marino profundo.",
  },
  body: [
    p(
      "Un patrón marca el ritmo de una habitación. Un geométrico pequeño y regular murmura en segundo plano; un floral a gran escala o un mural paisajístico se convierte en el protagonista. Ninguno es mejor. El patrón correcto es aquel cuya escala, ritmo y ambiente encajan con la habitación y con las personas que la habitan.",
    ),
    p(
      "Así es como ayudamos a nuestros clientes a reducir miles de diseños a un puñado de candidatos sólidos, junto con los detalles prácticos, como la repetición y el casado, que vale la pena revisar antes de hacer el pedido.",
    ),

    h2("Escala y distancia de visión", "scale-and-viewing-distance"),
    p(
      "La escala es el tamaño de los motivos en relación con la pared. Es la decisión más importante después del color, y a menudo se calcula mal porque las muestras son pequeñas.",
    ),
    bullets(
      "Los patrones de escala pequeña se ven como textura a distancia. Van bien en dormitorios, estudios, clósets y habitaciones donde usted busca calidez sin que el papel sea protagonista.",
      "Los patrones de escala mediana son los más versátiles. Funcionan en la mayoría de las salas, comedores y pasillos.",
      "Los patrones de gran escala necesitan cierta distancia para apreciarse, pero no son solo para habitaciones grandes. Un floral grande en un baño de visitas pequeño puede sentirse envolvente y sorprendentemente amplio, porque el ojo no logra encontrar los bordes del patrón.",
    ),
    p(
      "Piense en dónde se ubica la gente. Un pasillo estrecho se ve de cerca, así que el detalle importa. Una sala de doble altura se ve desde el otro lado del espacio, así que un patrón fino puede difuminarse hasta parecer un color liso. Pida la muestra más grande disponible, o mire una foto de una instalación a lo ancho de la pared entera, antes de decidir la escala.",
    ),

    h2("Conozca las familias de patrones", "know-the-pattern-families"),
    p(
      "La mayoría de los diseños pertenecen a unas pocas familias. Conocerlas facilita describir lo que usted quiere y recorrer el catálogo con eficiencia.",
    ),
    bullets(
      "[Botánicos y florales](/styles/botanical-floral): hojas, flores y enredaderas. Suaves y románticos a escala pequeña, exuberantes y dramáticos a gran escala.",
      "[Geométricos](/styles/geometric): enrejados, celosías, hexágonos y chevrones. Ordenados y modernos, y eficaces para dar estructura a una habitación sencilla.",
      "[Rayas](/styles/stripes): las rayas verticales añaden altura a las habitaciones con techos estándar de ocho pies y combinan fácilmente con otros patrones.",
      "[Damasco](/styles/damask): medallones simétricos de carácter formal y tradicional, preciosos en comedores y vestíbulos.",
      "[Chinoiserie](/styles/chinoiserie): ramas, aves y pabellones de aire pictórico. Elegante y pausado, a menudo es el punto focal de un comedor.",
      "[Abstractos](/styles/abstract): aguadas, pinceladas y marmoleados que se perciben como arte más que como repetición.",
      "[Grasscloth y naturales](/styles/grasscloth-naturals): el grasscloth (fibras naturales tejidas) no lleva motivo impreso, pero su tejido y su variación natural crean un patrón sereno propio.",
      "[Murales](/styles/murals-digital): una sola escena grande, sin repetición, hecha a la medida de una pared concreta.",
    ),

    h2("Adapte el patrón a la habitación", "match-the-pattern-to-the-room"),
    h3("Espacios de paso", "rooms-you-pass-through"),
    p(
      "Los vestíbulos, los pasillos y los baños de visitas se ven por poco tiempo y con frecuencia. Admiten más energía: un geométrico audaz, un floral de alto contraste o un fondo oscuro y dramático. Estos espacios también son más pequeños, así que un papel protagonista supone un pedido modesto.",
    ),
    h3("Habitaciones donde se permanece", "rooms-you-stay-in"),
    p(
      "Los dormitorios, las oficinas y las salas familiares se viven durante horas. Un contraste más suave, un ritmo más tranquilo y una escala más indulgente suelen envejecer mejor. Si quiere un patrón en un dormitorio pero teme que sea demasiado, cubra solo la pared detrás de la cama.",
    ),
    h3("Habitaciones con interrupciones", "rooms-with-interruptions"),
    p(
      "Las cocinas, los baños y los cuartos de lavado están interrumpidos por gabinetes, azulejos, espejos y ventanas, así que solo se ven pequeños trozos de pared. Un patrón fuerte y sencillo mantiene su unidad a través de esas interrupciones mejor que uno delicado, y un casado libre o una repetición pequeña reduce el desperdicio en los muchos cortes.",
    ),

    h2("Repetición y casado: los detalles prácticos", "repeat-and-match-the-practical-details"),
    p(
      "Cualquier papel tapiz con patrón tiene una repetición: la distancia vertical antes de que el diseño vuelva a empezar. La repetición figura en la etiqueta y en los detalles del producto, por lo general en pulgadas. Una repetición más grande significa que se recorta más papel para alinear cada tira, así que influye en cuántos rollos necesita.",
    ),
    bullets(
      "Casado libre: el patrón coincide dondequiera que se unan las tiras, como en la mayoría de las rayas, las texturas y los grasscloth. Es el que menos desperdicio genera.",
      "Casado recto: el diseño se alinea en línea recta de una tira a la siguiente, de modo que cada tira empieza en el mismo punto del patrón.",
      "Casado a medio salto: una de cada dos tiras se desplaza hacia abajo la mitad de la repetición. Crea un ritmo diagonal y por lo general requiere más papel.",
    ),
    p(
      "Cuando introduce la repetición del patrón en nuestra [calculadora de papel tapiz](/wallpaper-calculator), esta agrega por usted un margen de desperdicio mayor. Para repeticiones grandes o casados a medio salto, pídanos que revisemos el cálculo tira por tira. El glosario explica más sobre la [repetición del patrón](/how-to/glossary#pattern-repeat).",
    ),
    tip(
      "Busque el centro",
      "Con un motivo llamativo, planifique dónde caerá antes de empezar la instalación. Centrar una flor o un medallón grande sobre una chimenea, en la pared de la cama o en la pared principal que se ve desde la puerta hace que toda la habitación luzca pensada.",
    ),

    h2("Cómo mezclar patrones", "mixing-patterns"),
    p(
      "Una habitación con papel tapiz no necesita que el resto sea liso. Los patrones se mezclan bien cuando comparten un color y difieren en escala. Un floral grande en las paredes con cuadros pequeños en los cojines y una raya mediana en las sillas se ve reunido con criterio; tres patrones grandes del mismo tamaño compiten entre sí.",
    ),
    bullets(
      "Mantenga un patrón dominante y deje que los demás lo acompañen.",
      "Repita al menos un color en todos los patrones de la habitación.",
      "Varíe la escala: uno grande, uno mediano, uno pequeño.",
      "Use la textura, como el grasscloth, el lino o un tejido tono sobre tono, como un lugar de descanso entre los estampados.",
    ),

    h2("Más allá de las cuatro paredes", "beyond-four-walls"),
    p(
      "Un patrón también puede ir en un techo, dentro de libreros, en el fondo de una estantería abierta o en una sola pared de acento. Los techos son especialmente buenos para patrones pequeños que cubren toda la superficie y no tienen un arriba y un abajo evidentes. Cubrir el techo de un baño de visitas o de un comedor con el mismo diseño de las paredes envuelve el espacio por completo.",
    ),
    p(
      "Las cenefas son otra forma de añadir patrón con un toque más ligero. Nuestra guía sobre [cómo usar una cenefa de papel tapiz](/how-to/what-can-i-do-with-a-border) tiene ideas.",
    ),

    h2("Cómo reducir las opciones", "narrowing-it-down"),
    p(
      "Haga una lista corta de tres a cinco patrones, pida muestras y péguelas una al lado de la otra en la pared a la que están destinadas. Déjelas unos días. La muestra a la que usted siempre vuelve suele ser la elegida. Luego use la [calculadora de papel tapiz](/wallpaper-calculator) con la repetición del patrón que indica la etiqueta, o traiga su lista corta a una [consulta de diseño](/consultation) y le ayudaremos a decidir.",
    ),
    links(
      ["Explore el catálogo", "/catalog"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["¿Qué puedo hacer con una cenefa?", "/how-to/what-can-i-do-with-a-border"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
