import { bullets, h2, h3, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English ones, so deep links written for the English page still land.
export const cleanWallpaperSafelyGuide = defineGuide({
  slug: "clean-wallpaper-safely",
  title: "Cómo limpiar el papel tapiz de forma segura",
  metaTitle: "Cómo limpiar el papel tapiz sin dañarlo, según el material",
  description:
    "Cómo limpiar el papel tapiz sin dañarlo: vinilo, no tejido, papel, grasscloth, tela y seda, metalizado y flocado, y el moho en casas húmedas.",
  summary:
    "Material por material, del vinilo resistente al cepillado al grasscloth y la seda: qué es seguro usar y qué evitar.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "dining-room",
      style: "damask",
      motif: "classic-damask",
      material: "flocked",
      palette: { ground: "#ede4d3", inks: ["#7a2e2a"] },
    },
    alt: "Ilustración de un comedor revestido con un damasco flocado clásico en rojo intenso sobre un fondo crema.",
  },
  body: [
    p(
      "La mayoría de los papeles tapiz necesitan mucha menos limpieza de lo que se suele pensar. Quitarles el polvo suavemente unas cuantas veces al año los mantiene como nuevos, y los derrames son fáciles de resolver si actúa rápido y usa el método correcto. El método equivocado, en cambio, puede causar un daño permanente en segundos: aureolas de agua en el grasscloth (fibras naturales tejidas), una mancha brillante en un papel mate, el pelo aplastado de un flocado.",
    ),
    p(
      "La clave es saber de qué está hecho su papel tapiz. Esta guía empieza con las reglas que se aplican a cualquier revestimiento de pared y luego repasa los materiales más comunes, uno por uno.",
    ),

    h2("Reglas para cualquier papel tapiz", "rules-for-every-wallpaper"),
    bullets(
      "Busque la etiqueta o los detalles del producto. Los símbolos de cuidado indican si un papel es apto para esponja, lavable o resistente al cepillado, y esa clasificación marca el límite de cada cosa que haga.",
      "Haga primero una prueba. Pruebe cualquier método en un lugar escondido, por ejemplo detrás de un mueble o de una puerta, y deje que se seque antes de juzgar el resultado.",
      "Quite el polvo antes de lavar. Si moja una pared con polvo, el polvo se convierte en vetas.",
      "Use el método más suave que funcione: en seco antes que húmedo, húmedo antes que con jabón, y paños suaves antes que cepillos.",
      "Mantenga el agua lejos de las uniones y los bordes, donde puede aflojar la cola.",
      "Seque a toques, no frote. Frotar extiende la mancha y puede sacar brillo o rayar la superficie.",
      "Evite las esponjas abrasivas, los polvos para restregar, los solventes y los limpiadores domésticos fuertes, a menos que el fabricante los permita expresamente.",
    ),
    tip(
      "Conozca las tres clasificaciones",
      "Apto para esponja (spongeable) significa que puede limpiarlo suavemente con una esponja húmeda. Lavable (washable) significa que el agua con jabón suave es segura. Resistente al cepillado (scrubbable) significa que la superficie admite un cepillo blando y un detergente suave. Si no tiene clasificación, trate el papel como si solo admitiera quitarle el polvo.",
    ),

    h2("Limpieza según el material", "cleaning-by-material"),
    h3("Vinilo y vinilo con respaldo de tela", "vinyl-and-fabric-backed-vinyl"),
    p(
      "Son los revestimientos de pared más tolerantes. Mezcle unas gotas de jabón lavaplatos suave en agua tibia, escurra una esponja suave hasta que quede apenas húmeda y limpie la pared por secciones pequeñas. En paredes con goteos o chorreaduras, trabaje de abajo hacia arriba, para que las gotas caigan sobre zonas que ya limpió en lugar de dejar vetas en una superficie seca y con polvo. Enjuague con una segunda esponja y agua limpia, y seque a toques con una toalla suave. Los vinilos resistentes al cepillado admiten un cepillo blando de nailon para las marcas de roce. Evite los limpiadores a base de solventes, que pueden ablandar u opacar el vinilo. Vea nuestros [papeles tapiz de vinilo](/types/vinyl).",
    ),
    h3("No tejido", "non-woven"),
    p(
      "Muchos papeles no tejidos son lavables, pero la superficie impresa suele ser más delicada que el vinilo. Revise la clasificación y luego use una esponja húmeda con un poco de jabón suave, aplicándola a toques en lugar de restregar. Seque con toques suaves. Si el papel es solo apto para esponja, use agua sola. Vea los [papeles tapiz no tejidos](/types/non-woven).",
    ),
    h3("Papel tradicional", "traditional-paper"),
    p(
      "El papel sin recubrimiento absorbe el agua, así que trátelo como si solo admitiera quitarle el polvo, a menos que la etiqueta diga otra cosa. Quite el polvo con un paño de microfibra limpio, un cepillo suave o el accesorio de cepillo de la aspiradora a baja potencia. Para la suciedad superficial y las huellas de dedos, una esponja de limpieza en seco, que a veces se vende como esponja para hollín, levanta la suciedad sin humedad. Una goma de borrar blanca y suave puede quitar marcas de lápiz y pequeños roces; pruébela primero y presione poco para no sacarle brillo a la superficie. Vea los [papeles tapiz de papel](/types/paper).",
    ),
    h3("Grasscloth y tejidos naturales", "grasscloth-and-natural-weaves"),
    p(
      "Nunca use agua en el grasscloth. Las fibras naturales la absorben de forma desigual y se secan con aureolas y marcas de cerco que no se pueden quitar. Aspírelo con regularidad con el accesorio de cepillo suave a baja potencia, siguiendo la dirección del tejido. Si se derrama algo, séquelo de inmediato a toques con un paño blanco, limpio y seco, y no frote. Si queda una mancha, consulte a un profesional antes de intentar cualquier otra cosa. Esta es una de las mejores razones para guardar algunos tramos de reserva después de la instalación, ya que una tira muy manchada se puede reemplazar. Vea el [grasscloth](/types/grasscloth).",
    ),
    h3("Tela y seda", "fabric-and-silk"),
    p(
      "Los revestimientos de pared de tela y de seda acumulan polvo en su tejido. Aspírelos con suavidad con el accesorio de cepillo a la potencia más baja, o use un rodillo quitapelusas en áreas pequeñas. Seque los derrames de inmediato a toques con un paño blanco y seco. El agua y la mayoría de los quitamanchas pueden dejar marcas o correr el tinte, así que cualquier cosa más allá de quitar el polvo es trabajo para un profesional que limpie tapicería y textiles de pared.",
    ),
    h3("Metalizado y lámina metálica", "metallic-and-foil"),
    p(
      "Las superficies metalizadas se rayan y dejan ver las huellas de dedos. Quite el polvo con un paño de microfibra suave y seco, presionando poco. Si la etiqueta lo permite, limpie las marcas con un paño humedecido en agua sola y seque de inmediato para evitar manchas de agua. Evite los limpiavidrios, el amoníaco y cualquier producto abrasivo, y quítese los anillos antes de limpiar. Vea los [papeles tapiz metalizados y de lámina metálica](/types/metallic-foil).",
    ),
    h3("Flocado", "flocked"),
    p(
      "El pelo aterciopelado del papel flocado atrapa el polvo y se aplasta con facilidad. Cepíllelo ligeramente con un cepillo suave y limpio en la dirección del pelo, o aspírelo a baja potencia con el accesorio de cepillo sostenido justo por encima de la superficie. No frote ni moje el flocado. Si se derrama algo, dé toquecitos con un paño seco y deje que el pelo se recupere antes de cepillarlo de nuevo a su lugar. Vea los [papeles tapiz flocados](/types/flocked).",
    ),

    h2("Moho en casas húmedas", "mildew-in-humid-homes"),
    p(
      "La humedad del sur de la Florida hace del moho una preocupación real, en especial en baños, lavanderías, clósets y habitaciones con paredes exteriores. El moho superficial aparece como pequeñas manchas grises, verdes o negras y suele venir acompañado de olor a humedad.",
    ),
    bullets(
      "Corrija primero la causa: mejore la ventilación, encienda el extractor, mantenga el aire acondicionado en un ajuste estable y repare cualquier filtración.",
      "En el vinilo lavable, limpie el moho superficial con un limpiador hecho para ese fin, probado primero en un área escondida, y luego enjuague y seque bien.",
      "Evite el blanqueador con cloro en el papel tapiz de color. Puede desteñir o manchar el color.",
      "En el papel, el grasscloth y la tela, el moho superficial suele indicar que el material absorbió humedad. Llame a un profesional en lugar de intentar restregarlo.",
      "Si las manchas vuelven pronto, las uniones se levantan o las manchas se extienden desde detrás del papel, probablemente la humedad está en la pared. Puede que haya que retirar el papel para secar y tratar la pared.",
    ),

    h2("Hábitos diarios que ayudan", "everyday-habits-that-help"),
    bullets(
      "Quite el polvo de las paredes con papel tapiz cuando limpie la habitación, unas cuantas veces al año.",
      "Mantenga los muebles a una o dos pulgadas de la pared para que no la rocen.",
      "En cocinas y lavanderías, limpie las salpicaduras en el momento.",
      "Use película con filtro UV o persianas en las ventanas soleadas para retrasar la decoloración.",
      "Guarde el papel sobrante y una etiqueta del rollo para reparaciones.",
    ),

    h2("Elegir pensando en el mantenimiento", "choosing-for-easy-care"),
    p(
      "Si la limpieza es una prioridad, elija el material antes que el patrón. Nuestra guía para [elegir el tipo de papel tapiz adecuado](/how-to/choose-the-right-type-of-wallpaper) los compara. Cuando haya que reemplazar una zona dañada, o una habitación de mucho uso necesite un papel más práctico, use la [calculadora de papel tapiz](/wallpaper-calculator) para estimar lo que necesita, y agende una [consulta de diseño](/consultation) para ver en persona las opciones lavables.",
    ),
    links(
      ["Cómo elegir el tipo de papel tapiz adecuado", "/how-to/choose-the-right-type-of-wallpaper"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
