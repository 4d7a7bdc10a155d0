import { bullets, h2, h3, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English anchors so deep links and the contents list match both languages.
export const chooseTheRightTypeOfWallpaperGuide = defineGuide({
  slug: "choose-the-right-type-of-wallpaper",
  title: "Cómo elegir el tipo de papel tapiz adecuado",
  metaTitle: "Tipos de papel tapiz: vinilo, no tejido y más",
  description:
    "Vinilo, no tejido, papel, grasscloth, vinilo con respaldo de tela, metálico, flocado, autoadhesivo y murales: qué hace cada tipo de papel tapiz y dónde va.",
  summary:
    "Vinilo, no tejido, papel, grasscloth y más: cómo se comporta cada material y en qué habitaciones funciona mejor.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "office",
      style: "grasscloth-naturals",
      motif: "grasscloth",
      material: "grasscloth",
      palette: { ground: "#cdb891", inks: ["#a8926a"] },
    },
    alt: "Ilustración de una oficina en casa revestida de grasscloth natural, con un fino tejido horizontal en cálidos tonos trigo y miel.",
  },
  body: [
    p(
      "Dos papeles tapiz pueden compartir patrón y color y, aun así, comportarse de forma muy distinta una vez en la pared. El material determina cómo soporta el papel la humedad, cómo se limpia, cómo se instala y cómo se retira después. Elegir primero el tipo correcto facilita cada decisión posterior.",
    ),
    p(
      "En el sur de Florida, la cuestión del material pesa más que en casi cualquier otro lugar. La humedad es alta gran parte del año, muchas casas dependen del aire acondicionado para controlarla, y un baño o un cuarto de lavado puede pasar de seco a lleno de vapor varias veces al día. Esto es lo que cada tipo hace bien y dónde se siente más a gusto.",
    ),

    h2("Los todoterreno del día a día", "the-everyday-workhorses"),
    h3("Vinilo", "vinyl"),
    p(
      "El papel tapiz de vinilo sólido tiene una superficie de vinilo que resiste la humedad y que se puede lavar y, a menudo, es resistente al cepillado. Es la opción práctica para cocinas, baños, cuartos de lavado y cuartos infantiles. La contrapartida es que el vinilo no transpira, algo que conviene considerar en las paredes exteriores en un clima húmedo; vea la sección sobre la humedad más abajo. Explore los [papeles tapiz de vinilo](/types/vinyl).",
    ),
    h3("Vinilo con respaldo de tela", "fabric-backed-vinyl"),
    p(
      "Un vinilo más grueso laminado sobre un respaldo de tela tejida. Es resistente, lavable y dimensionalmente estable, por eso se usa en hoteles, oficinas, corredores y otros espacios comerciales. En casa es una buena opción para pasillos de mucho tránsito, zonas de entrada de uso diario y cualquier pared que reciba golpes. Vea el [vinilo con respaldo de tela](/types/fabric-backed-vinyl).",
    ),
    h3("No tejido", "non-woven"),
    p(
      "Los papeles tapiz no tejidos se fabrican con una mezcla de fibras naturales y sintéticas. Son transpirables, resisten el desgarro y la mayoría se instala encolando la pared en lugar del papel. Cuando llega el momento de un cambio, muchos se pueden despegar en seco en tiras enteras. Esa combinación hace del no tejido una excelente opción para cualquier uso en áreas de estar y dormitorios. Vea los [papeles tapiz no tejidos](/types/non-woven).",
    ),

    h2("Los clásicos decorativos", "the-decorative-classics"),
    h3("Papel", "paper"),
    p(
      "El papel impreso tradicional tiene una profundidad suave y mate que el vinilo no logra imitar por completo, y es la base de muchos estampados históricos y de diseñador. Es menos tolerante al manipularlo, ya que puede estirarse al mojarse y romperse si se trabaja en exceso, y la mayoría de los papeles solo se pueden desempolvar o limpiar muy suavemente con una esponja. Su lugar está en comedores, salas y dormitorios, no en zonas de salpicaduras. Vea los [papeles tapiz de papel](/types/paper).",
    ),
    h3("Grasscloth y tejidos naturales", "grasscloth-and-natural-weaves"),
    p(
      "El grasscloth (fibras naturales tejidas) se fabrica con hierbas naturales, como sisal, yute o arrurruz, tejidas y laminadas sobre un respaldo de papel. Cada tira varía en color y textura, y las uniones son visibles por naturaleza; esa variación es la belleza del material, no un defecto. No es lavable, puede mancharse si le salpica algún líquido y se decolora con el sol intenso. Úselo en salas, dormitorios, oficinas y comedores, lejos del agua. Vea el [grasscloth](/types/grasscloth).",
    ),
    h3("Flocado", "flocked"),
    p(
      "Los papeles flocados tienen un patrón en relieve y aterciopelado, que se crea fijando fibras finas sobre una impresión adhesiva. El efecto es rico y táctil, un compañero natural de los diseños de damasco en habitaciones formales. El flocado se puede aplastar o marcar, así que manténgalo lejos del tránsito y de las salpicaduras. Vea los [papeles tapiz flocados](/types/flocked).",
    ),
    h3("Metálico y lámina", "metallic-and-foil"),
    p(
      "Las láminas metálicas, la mica y las tintas metálicas reflejan la luz y hacen brillar una habitación pequeña, en especial los baños de visitas y los comedores de noche. Como reflejan la luz, muestran cada bulto y cada relieve de la pared, así que las paredes deben quedar perfectamente lisas antes de la instalación. Vea los [papeles tapiz metálicos y de lámina](/types/metallic-foil).",
    ),
    h3("Con textura", "textured"),
    p(
      "Los papeles en relieve y con volumen añaden textura a la pared y ayudan a disimular imperfecciones menores, lo que los hace útiles en casas antiguas y sobre yeso. Algunos están diseñados para pintarse. Evite pasar el rodillo con fuerza sobre las uniones, porque puede aplanar la textura. Vea los [papeles tapiz con textura](/types/textured).",
    ),

    h2("Formatos especiales", "special-formats"),
    h3("Autoadhesivo (peel and stick)", "peel-and-stick"),
    p(
      "Los paneles autoadhesivos se colocan sin pegamento y se retiran sin mucha complicación, por eso son populares en viviendas alquiladas, clósets, fondos de estantería y renovaciones rápidas. Funcionan mejor en paredes lisas, bien imprimadas y completamente curadas, y son más sensibles al calor y a la humedad que los papeles encolados. Vea los [papeles tapiz autoadhesivos](/types/peel-and-stick).",
    ),
    h3("Murales", "murals"),
    p(
      "Un mural es una sola escena impresa en un conjunto de paneles numerados, a menudo hecha a la medida de su pared. No tiene repetición, así que las medidas deben ser exactas y los paneles deben instalarse en orden. Vea los [murales](/types/mural) y nuestros [murales y diseños digitales](/styles/murals-digital).",
    ),

    h2(
      "La humedad, el aire acondicionado y la pared detrás del papel",
      "humidity-air-conditioning-and-the-wall-behind-the-paper",
    ),
    p(
      "Nuestro clima añade una consideración importante. En un lugar cálido y húmedo, la humedad del aire exterior tiende a desplazarse hacia dentro a través de las paredes exteriores, en dirección al interior fresco y climatizado. Un revestimiento de pared que no deja pasar el vapor, como el vinilo sólido, puede atrapar esa humedad detrás, y la humedad atrapada puede causar moho, uniones que se levantan y manchas. Es un problema bien conocido en los edificios con aire acondicionado en climas húmedos.",
    ),
    bullets(
      "En las paredes exteriores de habitaciones con aire acondicionado, prefiera materiales transpirables como el no tejido, el papel y los tejidos naturales, o un vinilo que el fabricante califique específicamente como transpirable o microperforado.",
      "Reserve el vinilo para las paredes interiores y las habitaciones húmedas, donde su lavabilidad importa más, y asegúrese de que esas habitaciones tengan buena ventilación.",
      "Mantenga el aire acondicionado funcionando con una configuración estable, incluso cuando la casa esté vacía durante el verano. Después de un apagón prolongado, revise las paredes con papel tapiz en busca de uniones levantadas, burbujas u olor a humedad.",
      "Repare cualquier filtración de agua, como ventanas o tuberías con fugas, antes de instalar cualquier revestimiento de pared.",
    ),
    tip(
      "Lea los símbolos de la etiqueta",
      "Cada rollo lleva pequeños símbolos que indican la lavabilidad, la resistencia a la luz, cómo encolarlo y cómo se retira. Son la forma más rápida de comparar dos papeles que le gustan. Pregúntenos si algún símbolo no le resulta familiar.",
    ),

    h2("Guía rápida por habitación", "a-quick-guide-by-room"),
    bullets(
      "Baños y cuartos de lavado: vinilo o vinilo con respaldo de tela; no tejido en un baño de visitas bien ventilado.",
      "Cocinas: vinilo o un no tejido lavable, en especial cerca de la estufa y del fregadero.",
      "Salas y comedores: casi cualquier tipo, incluidos el papel, el grasscloth, el flocado y el metálico.",
      "Dormitorios: no tejido, papel, grasscloth o tejidos texturizados para una sensación más suave.",
      "Cuartos infantiles y de juegos: vinilo resistente al cepillado o un no tejido lavable.",
      "Pasillos y espacios comerciales: vinilo con respaldo de tela por su durabilidad.",
    ),
    p(
      "Nuestra guía más amplia sobre [cómo elegir el papel tapiz adecuado](/how-to/choose-the-right-wallpaper) repasa con más detalle las decisiones habitación por habitación. Cuando tenga un tipo en mente, use la [calculadora de papel tapiz](/wallpaper-calculator) con el ancho y el largo del rollo que indica la etiqueta, ya que varían mucho de un material a otro. Si quiere tocar los materiales uno al lado del otro, una [consulta de diseño](/consultation) es la mejor manera de hacerlo.",
    ),
    links(
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Cómo preparar sus paredes", "/how-to/prepare-your-walls-for-wallpaper"],
      ["Explore el catálogo", "/catalog"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
