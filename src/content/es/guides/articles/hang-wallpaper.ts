import { bullets, h2, h3, links, p, steps, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English ones: other guides and the glossary link to these anchors.
export const hangWallpaperGuide = defineGuide({
  slug: "hang-wallpaper",
  title: "Cómo instalar papel tapiz",
  metaTitle: "Cómo instalar papel tapiz, paso a paso",
  description:
    "Cómo instalar papel tapiz paso a paso: herramientas, distribución, plomada, encolado y reposo, casado del patrón, recortes, esquinas y tomacorrientes.",
  summary:
    "Un método paso a paso para instalar papeles encolados, preencolados y de encolar la pared, con uniones rectas.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "bedroom",
      style: "geometric",
      motif: "trellis",
      material: "non-woven",
      palette: { ground: "#f6f4ef", inks: ["#2f6f6a"] },
    },
    alt: "Ilustración de un dormitorio revestido con papel tapiz de celosía verde azulado sobre un fondo blanco suave.",
  },
  body: [
    p(
      "Instalar papel tapiz premia el cuidado más que la rapidez. El método es el mismo tanto si reviste un medio baño como una sala: planifique la distribución, trace una vertical exacta, corte y encole cada tira siempre de la misma manera, y mantenga limpia la superficie a medida que avanza. Esta guía da por hecho que sus paredes ya están preparadas y selladas con imprimador; si no lo están, empiece por nuestra guía para [preparar sus paredes](/how-to/prepare-your-walls-for-wallpaper).",
    ),
    p(
      "Lea siempre primero las instrucciones de la etiqueta del rollo. El fabricante indica qué cola usar, si se encola el papel o la pared, el tiempo de reposo, el casado del patrón y si las tiras deben invertirse. Cuando la etiqueta y esta guía no coincidan, siga la etiqueta.",
    ),

    h2("Herramientas y materiales", "tools-and-materials"),
    bullets(
      "Un nivel láser, o una plomada y un nivel de 4 pies",
      "Una cinta métrica y un lápiz bien afilado",
      "Un cúter de hojas desprendibles con muchas hojas de repuesto",
      "Una espátula ancha de 6 pulgadas o una guía de corte, y una regla larga",
      "Tijeras para papel tapiz de hoja larga",
      "Un cepillo alisador o una espátula alisadora de plástico, según el papel",
      "Un rodillo para uniones, para los papeles que lo permiten",
      "El adhesivo que recomienda la etiqueta, con un rodillo o una brocha para encolar",
      "Una bandeja de agua, si el papel es preencolado",
      "Un balde de agua limpia y dos esponjas, una para la cola y otra para enjuagar",
      "Una mesa de encolado o una superficie de trabajo limpia y plana, y una escalera de tijera estable",
      "Lonas protectoras y una bolsa de basura para los recortes",
    ),

    h2("Antes de cortar", "before-you-cut"),
    bullets(
      "Confirme que todos los rollos tengan el mismo número de lote de producción o de lote de tinte.",
      "Desenrolle cada rollo y revíselo con buena luz en busca de defectos de impresión o daños. La mayoría de los fabricantes no aceptan reclamos por papel que ya se instaló, así que revíselo antes de cortar.",
      "Anote la repetición del patrón y el tipo de casado que indica la etiqueta.",
      "Si va a revestir alrededor de interruptores y tomacorrientes, corte la electricidad de la habitación en el panel de breakers y trabaje con una lámpara portátil.",
    ),

    h2("Paso a paso", "step-by-step"),
    steps(
      [
        "Planifique la distribución",
        "Decida dónde va la primera tira y dónde terminará la última. La tira final rara vez casa con la primera, así que termine en el lugar menos visible: detrás de una puerta, junto a un mueble alto o en una esquina que no quede de frente al entrar. Con un patrón llamativo, empiece de modo que un motivo completo quede centrado en la pared principal, como la de la chimenea o la de la cabecera de la cama, y avance hacia afuera en ambas direcciones.",
      ],
      [
        "Trace una línea de plomada",
        "Mida desde la esquina de inicio una distancia un poco menor que el ancho del rollo y marque una vertical exacta con un nivel láser o una plomada. Nunca use la esquina como guía; las esquinas rara vez son rectas. Esta [línea de plomada](/how-to/glossary#plumb-line) es la referencia para la primera tira.",
      ],
      [
        "Corte la primera tira",
        "Mida el alto de la pared y añada unas 2 pulgadas arriba y 2 pulgadas abajo para recortar. Si hay un patrón, decida dónde debe quedar cortado el patrón en la línea del techo, normalmente con un motivo completo justo debajo del techo, y corte en consecuencia.",
      ],
      [
        "Corte las tiras siguientes para que casen",
        "Extienda el siguiente tramo junto al primero, deslícelo hasta que el patrón case y córtelo del mismo largo, con los mismos márgenes. Con un casado a medio salto, las tiras alternas empiezan media repetición más abajo. Numere suavemente con lápiz el reverso de cada tira para instalarlas en orden.",
      ],
      [
        "Encole o active",
        "En los papeles tradicionales, aplique la cola con rodillo de manera uniforme en el reverso, hasta los bordes. En los preencolados, sumerja la tira enrollada en la bandeja de agua durante el tiempo que indica la etiqueta. En los papeles no tejidos de encolar la pared, encole la pared el ancho de una tira a la vez e instale el papel en seco.",
      ],
      [
        "Pliegue y deje reposar la tira",
        "Los papeles encolados y preencolados suelen necesitar [plegado y reposo (booking)](/how-to/glossary#booking): doble cada extremo hacia el centro, cola contra cola, sin marcar los pliegues, y déjela reposar el tiempo que indica la etiqueta. Así el papel se relaja y se expande antes de llegar a la pared, y no se encoge ni abre las uniones más adelante. Mantenga el mismo tiempo de reposo en todas las tiras. Los papeles no tejidos no se dejan reposar.",
      ],
      [
        "Instale la primera tira",
        "Despliegue la mitad superior y coloque la tira contra el techo, con el margen de recorte sobrepuesto. Alinee el borde exactamente con la línea de plomada y alise desde el centro hacia afuera y hacia abajo para sacar el aire. Despliegue la mitad inferior y continúe.",
      ],
      [
        "Recorte arriba y abajo",
        "Presione el papel con la espátula ancha en la unión con el techo y con el zócalo, y corte a lo largo de la espátula con una hoja afilada. Cambie de hoja a menudo. Una hoja desafilada rasga el papel mojado, y desprender un segmento nuevo cada pocos cortes cuesta mucho menos que una tira arruinada.",
      ],
      [
        "Limpie a medida que avanza",
        "Retire de inmediato cualquier resto de cola de la cara del papel, del techo y de las molduras con una esponja limpia y húmeda, y enjuague la esponja en agua limpia. La cola seca puede dejar brillo en los papeles mate. El grasscloth (fibras naturales tejidas), la seda y muchos papeles especiales nunca deben limpiarse con esponja; mantenga la cola completamente fuera de su superficie.",
      ],
      [
        "Instale las tiras siguientes",
        "Deslice cada tira nueva hasta la anterior para que los bordes se junten sin sobreponerse, y case el patrón primero a la altura de los ojos. Alísela y, si el papel lo permite, pase el rodillo suavemente por la unión. No pase el rodillo por papeles en relieve, flocados ni de fibras naturales, y nunca presione tanto como para que la cola salga por la unión.",
      ],
      [
        "Resuelva las esquinas interiores",
        "Mida la distancia de la última tira a la esquina arriba, en el medio y abajo. Corte una tira alrededor de 1/2 pulgada más ancha que la medida mayor, instálela de modo que doble ligeramente la esquina y guarde el sobrante. Trace una nueva línea de plomada en la pared siguiente e instale el sobrante contra ella, sobreponiéndolo al pequeño doblez de la esquina. La nueva línea de plomada mantiene recta la pared siguiente aunque la esquina no lo esté.",
      ],
      [
        "Doble las esquinas exteriores",
        "Lleve el papel aproximadamente 1 pulgada más allá de una esquina exterior y luego instale la tira siguiente contra una nueva línea de plomada. Si la esquina no está a plomo, sobreponga las tiras y haga un doble corte, cuando el papel lo permita, para lograr una unión limpia.",
      ],
      [
        "Corte alrededor de ventanas, interruptores y tomacorrientes",
        "Instale la tira sobre la abertura, presiónela suavemente para encontrar los bordes y haga cortes diagonales de alivio desde el centro hacia las esquinas de la caja o del marco. Recorte las solapas con la espátula ancha y la cuchilla. Con la electricidad cortada, puede revestir directamente sobre la caja de un interruptor y recortarla de la misma forma.",
      ],
    ),

    h2("Después de instalar", "after-hanging"),
    p(
      "Deje que el papel se seque de forma lenta y pareja. Mantenga el aire acondicionado en su ajuste normal y evite los ventiladores que soplen directamente sobre las paredes y los cambios bruscos de temperatura, que pueden hacer que las uniones se abran mientras la cola cura. Las burbujas pequeñas suelen desaparecer a medida que el papel se seca; si alguna sigue ahí después de un día, puede abrirla con una hoja nueva y aplanarla con un poco de cola. Vuelva a colocar las placas de los interruptores y las tapas de los tomacorrientes solo cuando el papel esté completamente seco.",
    ),
    h3("Problemas comunes y sus causas", "common-problems-and-their-causes"),
    bullets(
      "Uniones abiertas: tiempos de reposo desiguales, papel demasiado estirado o corrientes de aire durante el secado.",
      "Marcas brillantes: cola que se dejó secar sobre la cara del papel, o una unión que se presionó demasiado con el rodillo.",
      "Patrón desviado: tiras instaladas sin revisar la línea de plomada en cada pared nueva.",
      "Ampollas: aire atrapado al alisar, o cola aplicada de forma desigual.",
    ),
    tip(
      "Guarde las etiquetas y los sobrantes",
      "Guarde una etiqueta con el número de lote y cualquier papel sobrante. Unos cuantos trozos de reserva hacen posibles reparaciones invisibles años después, y la etiqueta les permite a usted o a su instalador encontrar de nuevo el producto exacto.",
    ),

    h2("Cuándo llamar a un profesional", "when-to-call-a-professional"),
    p(
      "El grasscloth, la seda, los metalizados, los murales, los papeles impresos a mano y las paredes muy altas es mejor dejarlos en manos de un instalador con experiencia. Lo mismo vale para los trabajos en los que el papel es tan costoso que un error saldría caro. Conozca nuestro [servicio de instalación](/installation), calcule sus rollos con la [calculadora de papel tapiz](/wallpaper-calculator) y explore los [papeles tapiz no tejidos](/types/non-woven), fáciles de instalar, si está planificando su primer proyecto. Una [consulta de diseño](/consultation) puede ayudarle tanto con el papel como con el plan.",
    ),
    links(
      ["Cómo preparar sus paredes", "/how-to/prepare-your-walls-for-wallpaper"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Instalación profesional", "/installation"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
