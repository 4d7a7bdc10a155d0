import { bullets, h2, h3, links, p, steps, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English anchors so deep links and the contents list match both languages.
export const prepareYourWallsForWallpaperGuide = defineGuide({
  slug: "prepare-your-walls-for-wallpaper",
  title: "Cómo preparar sus paredes para el papel tapiz",
  metaTitle: "Cómo preparar las paredes para instalar papel tapiz",
  description:
    "Preparación de paredes para papel tapiz paso a paso: revisar la humedad, retirar el papel viejo, reparar y alisar, y aplicar imprimador para papel tapiz.",
  summary:
    "Retirar, reparar, alisar e imprimar: los pasos de preparación que deciden qué tan bien se instala y cuánto dura el papel tapiz.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "entry-hall",
      style: "textured-fabric",
      motif: "linen",
      material: "non-woven",
      palette: { ground: "#d8d5cf", inks: ["#b3afa7"] },
    },
    alt: "Ilustración de un vestíbulo cubierto con un revestimiento de pared gris suave, con aspecto de lino y una fina textura tejida.",
  },
  body: [
    p(
      "Pregúntele a cualquier instalador con experiencia qué hace que un trabajo de papel tapiz dure y la respuesta siempre es la misma: la preparación. El papel sigue la forma de la pared que tiene debajo. Cada bulto, cada relieve y cada parche se nota, y una pared con polvo, brillante o húmeda le fallará al papel por muy cuidadosamente que se instale.",
    ),
    p(
      "Una buena preparación no es difícil, pero requiere paciencia. Cuente con que tome tanto tiempo como la instalación misma, y a veces más. Los pasos siguientes se aplican a la mayoría de las paredes de drywall y de yeso en casas y condominios.",
    ),

    h2("Herramientas y materiales", "tools-and-materials"),
    bullets(
      "Lonas protectoras y cinta de pintor",
      "Un destornillador para las tapas de interruptores y tomacorrientes",
      "Un perforador de papel tapiz, solución removedora de papel tapiz y un rociador de bomba, o una vaporizadora de papel tapiz",
      "Espátulas anchas de 3 y 6 pulgadas",
      "Masilla para juntas ligera y una esponja de lijar o una lijadora de mango largo",
      "Un sellador a base de aceite o de goma laca para cualquier papel de drywall desgarrado",
      "Un limpiador desengrasante, cubetas, esponjas y trapos limpios",
      "Un imprimador para papel tapiz, un rodillo, una bandeja y una brocha en ángulo",
      "Una linterna potente o una lámpara de trabajo para inspeccionar la superficie",
      "Un medidor de humedad, si sospecha que hay paredes húmedas",
    ),

    h2("Paso a paso", "step-by-step"),
    steps(
      [
        "Revise primero la humedad",
        "El papel tapiz solo debe colocarse sobre una pared seca y en buen estado. Busque manchas, pintura con burbujas, zonas blandas u olor a humedad, en especial en las paredes exteriores, debajo de las ventanas y junto a los baños. Muchas casas del sur de Florida tienen paredes exteriores de bloques de concreto terminadas con yeso o con drywall montado sobre listones, y pueden retener humedad después de una filtración o una tormenta. Encuentre y corrija la causa antes de seguir. El yeso nuevo y la masilla nueva del drywall también deben estar completamente secos.",
      ],
      [
        "Despeje y proteja la habitación",
        "Lleve los muebles al centro y cúbralos. Coloque lonas a lo largo de las paredes. Corte la electricidad de la habitación desde el breaker, luego retire las tapas de interruptores y tomacorrientes y guarde los tornillos juntos en una bolsa.",
      ],
      [
        "Retire el papel tapiz viejo",
        "Empiece levantando una esquina. Muchos papeles modernos son desprendibles y salen en seco, a veces dejando una capa de respaldo que también hay que retirar. Para los papeles rebeldes, perfore ligeramente la superficie, empápela con solución removedora o use una vaporizadora, espere y raspe con suavidad con una espátula ancha sostenida en un ángulo bajo. Nunca instale papel nuevo sobre papel viejo: la humedad del pegamento fresco puede aflojar la capa anterior y las uniones se notarán.",
      ],
      [
        "Lave los residuos de adhesivo",
        "El pegamento viejo que queda en la pared puede interferir con el imprimador y con el nuevo adhesivo. Lave las paredes con agua tibia y un poco de solución removedora, luego enjuáguelas con agua limpia y deje que se sequen por completo.",
      ],
      [
        "Selle el drywall desgarrado",
        "Si al raspar se desgarró la cara de papel marrón del drywall, selle esas zonas con un sellador a base de aceite o de goma laca antes de resanar. La masilla o el imprimador a base de agua aplicados directamente sobre el papel desgarrado del drywall hacen que se hinche y forme burbujas.",
      ],
      [
        "Repare y alise",
        "Rellene agujeros, abolladuras y grietas con masilla para juntas. Deje secar cada capa, líjela al ras y difumine los bordes. Las paredes con textura knockdown o de piel de naranja, comunes en las casas de Florida, deben alisarse con una capa fina de masilla o cubrirse con papel de forro, porque la textura se transparenta a través de la mayoría de los revestimientos de pared y se nota especialmente bajo los metálicos y los estampados finos.",
      ],
      [
        "Limpie las superficies pintadas",
        "Las cocinas, los baños y los pasillos acumulan grasa y marcas de manos. Lave las paredes pintadas con un limpiador desengrasante y enjuague. Lije ligeramente la pintura brillante o semibrillante con una esponja de lijar fina para que el imprimador se adhiera, y luego limpie el polvo.",
      ],
      [
        "Elimine el polvo",
        "El polvo del lijado es enemigo de la adherencia. Aspire las paredes y los zócalos, luego pase por las paredes un paño apenas húmedo y deje que se sequen.",
      ],
      [
        "Aplique un imprimador para papel tapiz",
        "Aplique con rodillo una capa pareja de imprimador hecho para revestimientos de pared, a menudo llamado sizing. Sella la pared para que el pegamento no se absorba demasiado rápido, le da al papel deslizamiento mientras usted lo posiciona y facilita mucho su retiro en el futuro. Nunca instale papel tapiz sobre drywall sin imprimar: se adherirá al papel del drywall y lo desgarrará al retirarlo. Deje que el imprimador se seque por completo, según el tiempo que indica la etiqueta.",
      ],
      [
        "Inspeccione con luz rasante",
        "Sostenga una linterna pegada a la pared y recorra la superficie con la luz. La luz baja exagera cada relieve y cada agujerito. Retoque, lije y aplique imprimador en cualquier punto que encuentre. Diez minutos aquí le ahorran muchas decepciones después.",
      ],
    ),
    tip(
      "Tiña el imprimador para papeles oscuros",
      "Si su papel tiene un fondo oscuro, pida que tiñan el imprimador de un color cercano a ese fondo. Así, las pequeñas separaciones en las uniones, que se abren un poco al secarse el pegamento, desaparecerán en lugar de mostrar una fina línea blanca.",
    ),

    h2("Situaciones especiales", "special-situations"),
    h3(
      "Paneles de madera, azulejos y otras superficies duras",
      "paneling-tile-and-other-hard-surfaces",
    ),
    p(
      "Los paneles de madera, los azulejos y la mampostería a veces se pueden cubrir con papel tapiz, pero requieren trabajo adicional: rellenar o cubrir las ranuras, quitar el brillo de las superficies brillantes y aplicarles un imprimador de adherencia, y por lo general un papel de forro. Consúltenos antes de decidir, porque la respuesta depende de la superficie y del revestimiento de pared.",
    ),
    h3("Condominios y paredes compartidas", "condos-and-shared-walls"),
    p(
      "Antes de empezar, revise las normas de su edificio sobre horarios de trabajo, reserva de ascensores y retiro de escombros. Las paredes medianeras de los condominios suelen ser de concreto, que puede estar frío y ser propenso a la condensación en la cara interior cuando el clima es húmedo. Un revestimiento de pared transpirable suele ser la opción más segura allí; nuestra guía sobre [tipos de papel tapiz](/how-to/choose-the-right-type-of-wallpaper) explica por qué.",
    ),
    h3("Después de una tormenta", "after-a-storm"),
    p(
      "Si una casa ha estado varios días sin aire acondicionado después de un huracán, las paredes pueden absorber una cantidad sorprendente de humedad. Deje que la casa vuelva a su temperatura y humedad normales durante al menos unos días, y revise las paredes sospechosas con un medidor de humedad antes de instalar nada.",
    ),

    h2("Antes del día de la instalación", "before-hanging-day"),
    bullets(
      "Mantenga el aire acondicionado funcionando con su configuración habitual para que la habitación esté a la temperatura y la humedad en las que vivirá.",
      "Lleve los rollos sin abrir a la habitación un día antes para que se aclimaten.",
      "Compruebe que todos los rollos tengan el mismo número de lote de producción o de tinte, e inspeccione el papel en busca de defectos antes de cortar.",
      "Marque dónde quiere la primera tira y la esquina de remate menos visible.",
    ),
    p(
      "Cuando las paredes estén listas, nuestra guía paso a paso para [instalar papel tapiz](/how-to/hang-wallpaper) le acompaña en el resto. Si aún no ha hecho su pedido, calcule los rollos con la [calculadora de papel tapiz](/wallpaper-calculator) y explore los [papeles tapiz con textura](/types/textured) si sus paredes no son perfectas. ¿Prefiere dejarlo en manos de un profesional? Nuestro [servicio de instalación](/installation) también se encarga de la preparación, y una [consulta de diseño](/consultation) es un buen punto de partida.",
    ),
    links(
      ["Cómo instalar papel tapiz", "/how-to/hang-wallpaper"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Instalación profesional", "/installation"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
