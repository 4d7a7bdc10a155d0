import { site } from "@/content/es/site";
import { bullets, h2, h3, links, numbered, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English ones, so deep links written for the English page still land.
export const chooseTheRightWallpaperGuide = defineGuide({
  slug: "choose-the-right-wallpaper",
  title: "Cómo elegir el papel tapiz adecuado para cada habitación",
  metaTitle: "Cómo elegir el papel tapiz ideal para cada habitación",
  description:
    "Guía por habitación para elegir papel tapiz: uso del espacio, estado de las paredes, presupuesto, muestras, lotes de tinte, plazos y una lista final.",
  summary:
    "Una lista de verificación por habitación que reúne color, patrón, material, presupuesto y pedido.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "living-room",
      style: "abstract",
      motif: "watercolour-wash",
      material: "non-woven",
      palette: { ground: "#eef1f4", inks: ["#8fa9c4", "#3e5f8a"] },
    },
    alt: "Ilustración de una sala revestida con un suave degradado abstracto de acuarela en azules pálidos e intensos sobre un fondo blanco frío.",
  },
  body: [
    p(
      "Elegir papel tapiz reúne varias decisiones a la vez: color, patrón, material, presupuesto e instalación. Tomadas de una en una, cada una es manejable. Esta guía las reúne, habitación por habitación, para que llegue a una elección que le siga encantando dentro de diez años y que siga en la pared.",
    ),
    p(
      "Si quiere profundizar en alguna pregunta en particular, nuestras guías sobre [color](/how-to/choose-wallpaper-color), [patrón](/how-to/choose-a-wallpaper-pattern) y [tipos de papel tapiz](/how-to/choose-the-right-type-of-wallpaper) tratan cada una en detalle.",
    ),

    h2("Empiece por el uso de la habitación", "start-with-how-the-room-is-used"),
    p(
      "Antes de mirar una sola muestra, responda algunas preguntas prácticas sobre la habitación. Descartan de entrada algunos materiales y facilitan las decisiones que quedan.",
    ),
    bullets(
      "¿Hay agua o vapor? Los baños, las cocinas y las lavanderías necesitan superficies lavables o resistentes al cepillado.",
      "¿Cuánto tránsito y contacto recibe? Los pasillos, las paredes de escalera y las habitaciones infantiles reciben golpes, huellas de dedos y algún que otro crayón.",
      "¿Cuánto sol le da? Las fibras naturales y algunas tintas se decoloran en las paredes que reciben luz directa por la tarde.",
      "¿Quién la usa? Los invitados, los niños, las mascotas o los clientes de un espacio comercial cambian, cada uno, las prioridades.",
      "¿Cuánto tiempo debe durar? El papel de un cuarto de bebé puede cambiarse en pocos años; el de un comedor puede estar pensado para quedarse décadas.",
    ),

    h2("Mire las paredes con honestidad", "look-honestly-at-the-walls"),
    p(
      "Las paredes que tiene influyen en lo que se verá bien. Las paredes lisas y bien preparadas admiten cualquier cosa, incluidos los metalizados y los estampados finos, que dejan ver cada imperfección. A las paredes con parches viejos, rebordes de yeso o una textura marcada les convienen más los papeles texturizados, en relieve o tejidos, o colocar antes un papel de fondo. Nuestra guía para [preparar sus paredes](/how-to/prepare-your-walls-for-wallpaper) explica qué se puede corregir.",
    ),
    p(
      "La arquitectura también importa. Las habitaciones con muchas puertas, ventanas y muebles empotrados dividen la pared en piezas pequeñas, lo que favorece los patrones fuertes y sencillos. Los techos bajos se benefician de las rayas verticales o de un patrón continuo sin una línea horizontal marcada. Las habitaciones altas admiten patrones de gran escala, e incluso una cenefa o un cambio de papel a la altura de la guardasilla.",
    ),

    h2("Habitación por habitación", "room-by-room"),
    h3("Salas", "living-rooms"),
    p(
      "Es el encargo más abierto. El no tejido, el papel, el grasscloth (fibras naturales tejidas) y los tejidos texturizados funcionan bien. Piense en la vista desde la puerta principal y desde los asientos principales, y en si quiere que las paredes sean el centro de atención o un fondo para el arte. El grasscloth y los [acabados de tela texturizada](/styles/textured-fabric) aportan calidez sin competir con los cuadros.",
    ),
    h3("Dormitorios", "bedrooms"),
    p(
      "Primero, la comodidad. El contraste más suave, los colores más tranquilos y los patrones sosegados suelen ser los que mejor envejecen. Una sola pared con papel detrás de la cama es una buena manera de incorporar un diseño más atrevido. Los materiales transpirables son una opción sensata en las paredes exteriores de las habitaciones con aire acondicionado.",
    ),
    h3("Comedores", "dining-rooms"),
    p(
      "Se usan en especial de noche, a menudo en ocasiones especiales. Esta es la habitación para el dramatismo: [chinoiserie](/styles/chinoiserie), [damasco](/styles/damask), colores profundos, metalizados o un mural. Tenga en cuenta los respaldos de las sillas en la parte baja de la pared; una guardasilla, o un papel más resistente debajo de ella, puede ayudar.",
    ),
    h3("Cocinas", "kitchens"),
    p(
      "Elija vinilo o un no tejido lavable, en especial cerca de la estufa y el fregadero, y mantenga el papel lejos de las salpicaduras directas detrás de la placa de cocción. En las cocinas suelen verse solo áreas pequeñas de pared entre los gabinetes, así que un patrón claro y alegre se lee mejor que uno sutil.",
    ),
    h3("Baños y medios baños", "bathrooms-and-powder-rooms"),
    p(
      "Los baños completos con ducha necesitan vinilo, buena ventilación y un extractor en funcionamiento. Los medios baños sin ducha son mucho más tolerantes y son el lugar perfecto para un papel especial: el área es pequeña, los invitados la ven y un diseño atrevido se siente como un descubrimiento.",
    ),
    h3("Entradas y pasillos", "entries-and-halls"),
    p(
      "Primeras impresiones y mucho tránsito. Un no tejido resistente o un vinilo con respaldo de tela con un patrón decidido funcionan bien. Observe cómo se conecta el pasillo con las habitaciones que se ven desde él, para que los papeles dialoguen entre sí.",
    ),
    h3("Habitaciones infantiles", "children-s-rooms"),
    p(
      "Superficies resistentes al cepillado y diseños que puedan crecer con el niño. Considere un papel divertido en una pared y, en las demás, una raya sencilla que combine o pintura, para que más adelante la habitación pueda cambiar con una sola pared. Explore los [diseños para niños y adolescentes](/styles/kid-teen).",
    ),
    h3("Oficinas y espacios comerciales", "offices-and-commercial-spaces"),
    p(
      "Las oficinas en casa se benefician de patrones tranquilos que no distraigan y de una buena acústica, algo en lo que ayudan los revestimientos de pared texturizados y tejidos. Las tiendas, los restaurantes y las oficinas abiertas al público suelen requerir [vinilo con respaldo de tela](/types/fabric-backed-vinyl) de grado comercial, fabricado para ser resistente y lavable.",
    ),

    h2("Un presupuesto bien pensado", "budget-wisely"),
    p(
      "Comparar precios rollo por rollo puede llevar a engaño, porque los rollos varían en ancho y largo, y los patrones con repeticiones grandes usan más papel. El costo real de un papel tapiz es la cantidad de rollos que necesita su habitación, más la instalación, más lo que vaya a durar. Un papel más resistente en un pasillo de mucho tránsito puede costar menos a lo largo de su vida útil que uno más barato que haya que reemplazar dos veces.",
    ),
    bullets(
      "Use un papel especial donde más se luzca: un medio baño, una sola pared de acento, el fondo de un librero.",
      "Invierta en resistencia en las habitaciones que más trabajan.",
      "Tenga en cuenta la instalación. El grasscloth, las sedas, los metalizados y los murales requieren más destreza y tiempo para instalarse.",
      "Use la [calculadora de papel tapiz](/wallpaper-calculator) con el tamaño real del rollo y la repetición de cada opción para comparar en igualdad de condiciones.",
    ),

    h2("Haga su pedido con cuidado", "order-with-care"),
    p(
      "Una vez que haya elegido, pida todos los rollos que necesita al mismo tiempo y de la misma tirada de impresión. Los colores pueden variar ligeramente entre tiradas, y el número de lote o de [lote de tinte](/how-to/glossary#dye-lot-number) de cada etiqueta indica de qué tirada salió cada rollo. Añada un poco más para errores y reparaciones futuras. Los pedidos especiales suelen llegar en un plazo de " +
        site.specialOrderLeadTime +
        ", así que planifique la fecha de instalación en función de la entrega y no al revés.",
    ),
    tip(
      "Pida muestras y espere",
      "Pida muestras de sus opciones favoritas y péguelas con cinta en la pared donde irá el papel. Conviva con ellas una semana. Las primeras impresiones se desvanecen; el papel que todavía le gusta el séptimo día suele ser el correcto.",
    ),

    h2("Lista de verificación antes de hacer el pedido", "a-checklist-before-you-order"),
    numbered(
      "El material se adapta a la humedad, el tránsito y el sol de la habitación.",
      "El color funciona con sus pisos, los acabados fijos y la luz a cualquier hora del día.",
      "La escala del patrón se adapta al tamaño de la habitación y a la distancia desde la que se verá.",
      "Conoce por la etiqueta el ancho y el largo del rollo, la repetición y el casado.",
      "Su cálculo incluye el desperdicio por el patrón y algunos tramos de reserva.",
      "Todos los rollos vendrán del mismo lote de tinte.",
      "Las paredes están, o estarán, bien preparadas y selladas con imprimador.",
      "La instalación está planificada, ya sea que la haga usted mismo o contrate a un profesional.",
    ),
    p(
      "Puede explorar el [catálogo completo](/catalog) por estilo, color y marca, pedir muestras en la [página de muestras](/samples), o traer sus preguntas a una [consulta de diseño](/consultation) y repasar juntos esta lista.",
    ),
    links(
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Explore el catálogo", "/catalog"],
      ["Instalación profesional", "/installation"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
