import { bullets, h2, h3, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English anchors so deep links and the contents list match both languages.
export const chooseWallpaperColorGuide = defineGuide({
  slug: "choose-wallpaper-color",
  title: "Cómo elegir el color del papel tapiz",
  metaTitle: "Cómo elegir el color del papel tapiz",
  description:
    "Elija un color de papel tapiz para la luz del sur de Florida: orientación, fondo y tintas, subtonos, decoloración y pruebas con muestras en casa.",
  summary:
    "Observe su luz, sus acabados fijos y el color de fondo del papel antes de enamorarse de una muestra.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "living-room",
      style: "botanical-floral",
      motif: "leaf-scatter",
      material: "paper",
      palette: { ground: "#f3efe6", inks: ["#7d9a6f", "#4f6b47"] },
    },
    alt: "Ilustración de una sala con papel tapiz de hojas dispersas en dos verdes suaves sobre un fondo blanco roto cálido.",
  },
  body: [
    p(
      "El color suele ser lo primero que la gente nota en un papel tapiz y lo último que deja de notar. A un patrón se le puede perdonar que sea un poco recargado; un color que choca con la habitación nunca termina de asentarse. La buena noticia es que elegir bien depende menos del gusto que de observar con atención algunas cosas que usted ya tiene: su luz, sus pisos y muebles, y la manera en que está coloreado el propio papel.",
    ),
    p(
      "Esta guía recorre esas decisiones en el orden que seguimos con nuestros clientes. Tómese su tiempo con cada una. Un revestimiento de pared está hecho para durar años, así que una semana más mirando muestras es tiempo bien invertido.",
    ),

    h2("Empiece por la luz", "start-with-the-light"),
    p(
      "La luz cambia el color más que cualquier otra cosa en una habitación, y la luz del sur de Florida es intensa. El sol del mediodía está alto y brillante, y muchas casas también reciben la luz que reflejan una piscina, un canal o la bahía. La luz intensa tiende a desvanecer los colores suaves, de modo que un rosa tenue o un verde salvia pálido puede verse casi blanco en una pared soleada. El mismo color en una habitación de huéspedes orientada al norte se verá más frío y más gris.",
    ),
    bullets(
      "Las habitaciones orientadas al este reciben una luz matutina cálida y clara, y por la tarde se vuelven más frías y planas.",
      "Las habitaciones orientadas al oeste tienen una luz pareja por la mañana y un resplandor cálido y anaranjado al final de la tarde, que puede intensificar los amarillos y los rojos más de lo que usted espera.",
      "Las habitaciones orientadas al norte reciben una luz constante y fría el día entero. Los fondos más cálidos, como el crema, el arena y el dorado suave, evitan que se sientan frías.",
      "Las habitaciones orientadas al sur son las que reciben más luz. Admiten colores más profundos y más fríos sin sentirse oscuras.",
      "Los espacios interiores, como los baños de visitas, los pasillos y muchas áreas de comedor de los condominios, dependen de la luz artificial, así que el color de sus bombillos importa más que la orientación de la ventana.",
    ),
    h3("Sol, decoloración y materiales naturales", "sun-fading-and-natural-materials"),
    p(
      "El sol directo decolora con el tiempo muchos revestimientos de pared, y los materiales naturales son los que se decoloran más rápido. El grasscloth (fibras naturales tejidas), la seda y otras fibras naturales pueden cambiar notablemente en una pared que recibe sol de tarde a través de una ventana sin cortinas. Si le encanta una textura natural para una habitación soleada, elija un color que envejezca con gracia, como un tono trigo, lino o madera de deriva, y considere una película para ventanas con filtro UV o persianas. Un vinilo o un papel no tejido bien impreso es la opción más estable donde el sol no da tregua.",
    ),

    h2("Decida cómo debe sentirse la habitación", "decide-how-the-room-should-feel"),
    p(
      "Antes de mirar muestras, escriba en pocas palabras para qué es la habitación y cómo quiere sentirse en ella. Esa breve lista reducirá las opciones más rápido que cualquier círculo cromático.",
    ),
    bullets(
      "Los dormitorios tranquilos y de descanso suelen ir bien con azules suaves, verdes, grises cálidos y neutros serenos, con poco contraste entre el fondo y el patrón.",
      "Los comedores se usan en especial de noche. Los colores más profundos, como el borgoña, el azul tinta, el verde bosque o un fondo metálico, brillan de maravilla bajo la luz de las lámparas y las velas.",
      "Los baños de visitas se usan por poco tiempo, así que son el lugar para atreverse: un color saturado, un contraste alto o un fondo oscuro se sienten como un joyero y no como una cueva.",
      "Las cocinas, los cuartos de lavado y las salas familiares suelen verse mejor en colores frescos y limpios que se mantienen alegres bajo una luz cenital intensa.",
      "Las oficinas en casa se benefician de colores que no cansan la vista durante muchas horas, a menudo verdes y azules apagados o neutros suaves.",
    ),

    h2("Observe el fondo y las tintas", "read-the-ground-and-the-inks"),
    p(
      "La mayoría de los papeles tapiz impresos tienen un fondo, el color de base del papel, y una o más tintas que forman el patrón. Desde el otro lado de la habitación, el fondo es el que más habla, porque suele cubrir la mayor parte de la superficie. Dos papeles impresos con la misma hoja verde pueden verse completamente distintos si uno tiene fondo blanco y el otro fondo color tabaco.",
    ),
    p(
      "Muchos diseños vienen en varias variantes de color: el mismo patrón impreso en distintas combinaciones de colores. Cuando encuentre un diseño que le encante, pida ver todas sus variantes de color una al lado de la otra. Es común enamorarse del patrón en una variante y luego darse cuenta de que una versión más serena o más cálida le queda mejor a la habitación.",
    ),
    tip(
      "Entrecierre los ojos ante la muestra",
      "Sostenga una muestra con el brazo extendido y entrecierre los ojos. El patrón se difumina y usted ve el color general que tendrá la pared vista desde el otro lado de la habitación. Ese color mezclado es el que realmente está combinando con su sofá, su alfombra y su piso.",
    ),

    h2("Trabaje con lo que se queda", "work-with-what-stays"),
    p(
      "El papel tapiz tiene que convivir con cada elemento que no va a cambiar: pisos, encimeras de piedra, gabinetes, muebles empotrados, cortinas y persianas, y el arte que ya tiene. Reúna muestras o fotos de esos acabados fijos y juzgue cada papel tapiz frente a ellos, no frente a un tablero blanco vacío.",
    ),
    h3("Combine subtonos, no solo colores", "match-undertones-not-just-colors"),
    p(
      "Los blancos, los beiges y los grises se inclinan hacia lo cálido o hacia lo frío. Un papel de blanco frío junto a un piso de travertino cálido puede hacer que la piedra se vea sucia, mientras que un fondo marfil cálido la favorecerá. Coloque la muestra directamente sobre el acabado o a su lado y busque el subtono: el amarillo, el rosa o el rojo se perciben cálidos; el azul, el verde o el violeta se perciben fríos. La pintura de las molduras también importa. Unas molduras de un blanco nítido y brillante resaltan un patrón, mientras que un blanco roto suave lo deja fundirse.",
    ),
    h3("Una proporción sencilla para empezar", "a-simple-proportion-to-start-from"),
    p(
      "Los diseñadores suelen equilibrar una habitación con una división aproximada de 60-30-10: cerca del 60 por ciento de la habitación en un color dominante, el 30 por ciento en un color secundario y el 10 por ciento en un color de acento. El papel tapiz suele aportar el color dominante en las paredes y repetir el acento en sus tintas. Si la tinta de acento de su papel coincide con un cojín, una lámpara o una obra de arte, toda la habitación empieza a sentirse intencional.",
    ),

    h2("Ideas de color para casas del sur de Florida", "color-ideas-for-south-florida-homes"),
    p(
      "Vivir en la costa no tiene por qué significar anclas y rayas azul marino. Algunas direcciones que funcionan bien en casas y condominios de la zona:",
    ),
    bullets(
      "Los neutros arena, lino y madera de deriva sobre un fondo texturizado mantienen serena una habitación luminosa y disimulan el polvo cotidiano de la vida de playa. Vea nuestros [papeles tapiz beige](/color/beige).",
      "Los verdes vidrio de mar y el aguamarina suave combinan de forma natural con las vistas al agua y la madera clara. Explore los [papeles tapiz verdes](/color/green) y los [papeles tapiz verde azulado](/color/teal).",
      "Los azules limpios, desde el celeste empolvado hasta el índigo profundo, se ven frescos con luz intensa. Explore los [papeles tapiz azules](/color/blue).",
      "Los verdes tropicales exuberantes sobre fondo blanco traen el jardín al interior sin parecer temáticos. Nuestros [diseños costeros y tropicales](/styles/coastal-tropical) son un buen comienzo.",
      "Cuando un condominio tiene una gran vista, deje que la vista mande. Un papel sereno, tono sobre tono, en un color tomado del agua o del cielo enmarca la ventana en lugar de competir con ella.",
    ),

    h2("Pruebe antes de decidir", "test-before-you-commit"),
    p(
      "Nunca elija solo a partir de una pantalla. Los monitores y los teléfonos alteran el color, y una imagen pequeña no puede mostrar la textura ni el brillo. Pida muestras físicas, idealmente la pieza más grande disponible, y conviva con ellas unos días.",
    ),
    bullets(
      "Pegue cada muestra con cinta en la pared real, a la altura de los ojos, no sobre una mesa.",
      "Mírela por la mañana, por la tarde y de noche con sus propias lámparas encendidas. Los bombillos cálidos, de unos 2700K, suavizan y amarillean un color; los bombillos más fríos lo avivan.",
      "Lleve la muestra a las paredes más oscuras y más luminosas de la habitación. El color en una pared soleada y en una pared a la sombra puede parecer de dos papeles distintos.",
      "Manténgala junto a la pintura de las molduras y a cualquier tela o piedra que vaya a quedarse en la habitación.",
      "Cuente con que el color se vea un poco más intenso una vez que cubra paredes enteras. Una superficie grande siempre intensifica un color en comparación con una muestra pequeña.",
    ),
    p(
      "Puede pedir muestras en nuestra [página de muestras](/samples), o empezar por recorrer el [catálogo completo](/catalog) por color.",
    ),
    tip(
      "Traiga la habitación consigo",
      "Cuando visite el showroom, traiga una foto de la habitación, una puerta de gabinete o una muestra del piso si puede, y una tela o una muestra de pintura que piense conservar. Juzgar el papel frente a los acabados reales ahorra horas. Una [consulta de diseño](/consultation) es la forma más fácil de hacerlo con alguien que trabaja con el color todos los días.",
    ),

    h2("Una vez que haya elegido", "once-you-have-chosen"),
    p(
      "Cuando el color esté decidido, asegúrese de pedir suficiente papel de una misma tirada de impresión, porque los colores pueden variar ligeramente entre tiradas. El número de lote de producción o de tinte en la etiqueta de cada rollo le indica de qué tirada proviene; nuestro [glosario](/how-to/glossary#dye-lot-number) explica por qué importa. Use la [calculadora de papel tapiz](/wallpaper-calculator) para estimar cuántos rollos necesitan sus paredes, y luego lea nuestra guía para [elegir un patrón](/how-to/choose-a-wallpaper-pattern) si el diseño aún está por decidir.",
    ),
    links(
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Cómo elegir un patrón de papel tapiz", "/how-to/choose-a-wallpaper-pattern"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
