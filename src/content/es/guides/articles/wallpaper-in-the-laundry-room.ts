import { bullets, h2, h3, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English ones, so deep links written for the English page still land.
export const wallpaperInTheLaundryRoomGuide = defineGuide({
  slug: "wallpaper-in-the-laundry-room",
  title: "Papel tapiz en el cuarto de lavado",
  metaTitle: "Papel tapiz en el cuarto de lavado: guía para clima húmedo",
  description:
    "Papel tapiz en un cuarto de lavado húmedo: ventilación, ducto de secadora, vinilos lavables, paredes exteriores, detalles antihumedad e ideas de diseño.",
  summary:
    "Humedad, ventilación y vinilos resistentes al cepillado: cómo hacer que un papel alegre en el cuarto de lavado dure en el sur de la Florida.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "laundry-room",
      style: "coastal-tropical",
      motif: "banana-leaf",
      material: "vinyl",
      palette: { ground: "#f7f6f1", inks: ["#5b7a4a", "#8fb07a"] },
    },
    alt: "Ilustración de un cuarto de lavado revestido con grandes hojas de plátano verdes sobre un fondo de vinilo blanco brillante.",
  },
  body: [
    p(
      "El cuarto de lavado es uno de los lugares más gratificantes para usar papel tapiz. Es pequeño, así que incluso un papel especial supone un pedido modesto. Es una habitación que visita a menudo, casi siempre para tareas de la casa, así que un patrón que le saque una sonrisa se gana su lugar. Y con frecuencia es la única habitación de la casa donde puede permitirse un toque divertido sin preocuparse por el resto de la decoración.",
    ),
    p(
      "También es una de las habitaciones más exigentes para un revestimiento de pared. El aire cálido y húmedo de la lavadora y la secadora, las salpicaduras del fregadero de servicio y la pelusa en el aire ponen a prueba el papel y la cola. En el sur de la Florida, donde la humedad exterior es alta buena parte del año, esas condiciones importan aún más. Sin embargo, con la preparación y el material adecuados, un cuarto de lavado con papel tapiz se verá bien durante años.",
    ),

    h2("Entienda las condiciones", "understand-the-conditions"),
    p("Cada cuarto de lavado es distinto, así que empiece por mirar el suyo con honestidad."),
    bullets(
      "¿Dónde está? Un cuarto de lavado en una parte climatizada de la casa se comporta de forma muy distinta a uno en el garaje. En nuestro clima, los garajes sin climatizar se mantienen calurosos y húmedos, y la mayoría de los revestimientos de pared no son adecuados allí.",
      "¿Cómo se ventila la secadora? La secadora debe expulsar el aire al exterior a través de un ducto sellado. Un ducto flojo o aplastado llena la habitación de aire cálido, húmedo y cargado de pelusa, y el papel tapiz será el primero en notarlo.",
      "¿Hay un fregadero? Las salpicaduras alrededor de un fregadero de servicio son la causa más común de uniones levantadas y manchas.",
      "¿Hay una ventana, un extractor o una rejilla de aire acondicionado? El movimiento del aire y el aire acondicionado son lo que mantiene la humedad bajo control.",
      "¿Qué paredes son exteriores? Esto influye en el material que conviene usar, como se explica más abajo.",
    ),

    h2("La ventilación es lo primero", "ventilation-comes-first"),
    p(
      "Ningún papel tapiz puede compensar una habitación que se mantiene húmeda. Antes de elegir un papel, asegúrese de que la habitación pueda secarse después de cada carga.",
    ),
    bullets(
      "Haga revisar y limpiar el ducto de la secadora. Debe estar bien conectado, ser lo más corto y recto posible y salir al exterior.",
      "Instale o mejore un extractor si la habitación no tiene ventana, y enciéndalo durante y después del lavado.",
      "Mantenga abierta la salida del aire acondicionado en la habitación, o ponga una puerta con persianas en un clóset de lavado para que le llegue el aire acondicionado.",
      "Evite secar ropa en tendederos dentro de un cuarto de lavado pequeño y cerrado. Esa humedad tiene que ir a alguna parte.",
      "En una habitación que todavía se sienta húmeda, un deshumidificador pequeño ayuda, en especial en los meses más lluviosos del verano.",
    ),

    h2("Elija un vinilo resistente al cepillado", "choose-a-scrubbable-vinyl"),
    p(
      "Para la mayoría de los cuartos de lavado, el material adecuado es un vinilo sólido o un vinilo con respaldo de tela con clasificación lavable o resistente al cepillado. La superficie de vinilo repele las salpicaduras, se limpia con facilidad y resiste la humedad de la habitación. El vinilo con respaldo de tela es aún más resistente y una buena opción donde los cestos y las tablas de planchar golpean las paredes. Explore los [papeles tapiz de vinilo](/types/vinyl) y el [vinilo con respaldo de tela](/types/fabric-backed-vinyl).",
    ),
    p(
      "Use el adhesivo que recomienda el fabricante, idealmente uno con inhibidor de moho, algo común en los adhesivos que se venden para revestimientos de pared de vinilo. En un cuarto de lavado bien ventilado y con aire acondicionado, un no tejido lavable también es una opción razonable. Deje el grasscloth (fibras naturales tejidas), la seda, el flocado y los papeles sin recubrimiento para habitaciones más secas.",
    ),
    h3("Una nota sobre las paredes exteriores", "a-note-on-exterior-walls"),
    p(
      "El vinilo sólido no deja pasar el vapor de agua. En un clima cálido y húmedo, la humedad del exterior tiende a desplazarse hacia adentro a través de las paredes exteriores, en dirección al interior fresco y climatizado. Un vinilo hermético al vapor en la cara interior de una pared exterior puede atrapar esa humedad, lo que puede provocar moho detrás del papel. Los cuartos de lavado suelen estar junto a una pared exterior por la salida de la secadora, así que vale la pena conversarlo. Entre las opciones están un no tejido transpirable en la pared exterior y vinilo en las paredes interiores, o un vinilo que el fabricante clasifique como transpirable.",
    ),
    tip(
      "Piense en los cortes de electricidad",
      "Durante la temporada de huracanes, una casa puede quedarse sin aire acondicionado durante días. Cuando vuelva la electricidad, revise las paredes con papel del cuarto de lavado y de los baños en busca de uniones levantadas, burbujas u olor a humedad, y encienda los extractores y el aire acondicionado para secar las habitaciones.",
    ),

    h2("Detalles que mantienen fuera la humedad", "details-that-keep-moisture-out"),
    bullets(
      "Prepare las paredes con cuidado y aplique un imprimador para papel tapiz; una fórmula resistente al moho añade protección en las habitaciones húmedas. Nuestra guía para [preparar sus paredes](/how-to/prepare-your-walls-for-wallpaper) explica los pasos.",
      "Termine el papel en un salpicadero alrededor del fregadero y selle la junta entre el papel y el salpicadero con un cordón fino de silicona transparente.",
      "Selle bien las uniones cerca del fregadero; un rodillo pequeño para uniones y una mano cuidadosa ayudan con el vinilo.",
      "No hace falta poner papel detrás de una lavadora y una secadora apiladas que nunca se van a mover. Lleve el papel justo hasta donde deja de verse y ahorre rollos.",
      "Deje un poco de espacio entre los electrodomésticos y la pared para que el aire caliente circule.",
    ),

    h2("Ideas de diseño", "design-ideas"),
    p(
      "Un cuarto de lavado es el lugar perfecto para probar algo que quizá dudaría en usar en una sala.",
    ),
    bullets(
      "Color alegre: los amarillos soleados y los verdes frescos animan una habitación sin ventanas. Vea los [papeles tapiz amarillos](/color/yellow) y los [papeles tapiz verdes](/color/green).",
      "Botánicos: las enredaderas colgantes y los estampados de hojas traen el jardín al interior. Explore los [diseños botánicos y florales](/styles/botanical-floral).",
      "Estampados tropicales: las palmas y las hojas de plátano van bien con las casas del sur de la Florida y se ven muy naturales junto a gabinetes blancos. Vea los [diseños costeros y tropicales](/styles/coastal-tropical).",
      "Rayas y rayado de colchón (ticking): nítidos, prácticos y atemporales, y hacen que una habitación baja parezca más alta. Explore las [rayas](/styles/stripes).",
      "El techo: en un cuarto de lavado pequeño, revestir el techo además de las paredes hace que la habitación se vea terminada.",
    ),

    h2("Cómo medir un cuarto de lavado", "measuring-a-laundry-room"),
    p(
      "Los cuartos de lavado están llenos de gabinetes, electrodomésticos y puertas, así que mida solo la pared que realmente va a revestir. En un clóset de lavado, puede que la pared del fondo sea la única. Use la [calculadora de papel tapiz](/wallpaper-calculator) con una o dos paredes, introduzca las medidas de la puerta y la ventana, y añada la repetición del patrón que indica la etiqueta. Como el área es pequeña, el costo adicional de un rollo de reserva para reparaciones futuras es modesto y vale la pena.",
    ),

    h2("Cómo mantenerlo como nuevo", "keeping-it-fresh"),
    bullets(
      "Limpie las salpicaduras cerca del fregadero en el momento, con una esponja suave y húmeda.",
      "Quite la pelusa de la parte alta de las paredes y de alrededor de la secadora cada pocas semanas.",
      "Encienda el extractor durante y después de cada carga.",
      "Revise las uniones cerca del fregadero y de la secadora unas cuantas veces al año, y vuelva a pegar enseguida cualquier borde que se levante.",
    ),
    p(
      "Nuestra guía para [limpiar el papel tapiz de forma segura](/how-to/clean-wallpaper-safely) explica más sobre los vinilos lavables. Si quiere ayuda para elegir un papel que aguante el calor, agende una [consulta de diseño](/consultation) y traiga una foto de la habitación.",
    ),
    links(
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Cómo limpiar el papel tapiz de forma segura", "/how-to/clean-wallpaper-safely"],
      ["Explore los papeles tapiz de vinilo", "/types/vinyl"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
