import type { ExplainerSection } from "./calculator-explainer-content";

/** The text under the calculator in Spanish: the English sections' ids, order and links. */
export const explainerSections: readonly ExplainerSection[] = [
  {
    id: "how-to-measure",
    heading: "Cómo medir su habitación",
    paragraphs: [
      "Use una cinta métrica de acero y anote cada medida en pies. Mida la altura de la pared desde el piso hasta el techo; si un zócalo alto o una moldura de corona van a quedar sin papel, puede medir entre ellos, pero la altura completa deja un margen útil. Luego mida el ancho y el largo de la habitación a lo largo de las paredes, y redondee cada cifra hacia arriba al siguiente medio pie.",
      "Elija cuántas paredes va a revestir. Una pared es una pared de acento: introduzca su ancho como ancho de la habitación. Dos significa dos paredes opuestas del ancho de la habitación; tres agrega una pared del largo de la habitación; cuatro es toda la habitación.",
      "Para las ventanas y las puertas, mida una abertura típica por fuera de su marco e indique cuántas hay. Si los tamaños varían, introduzca un promedio y deje fuera lo que sea pequeño: descontar de menos asegura que alcance el papel. Por último, copie el ancho del rollo, el largo del rollo y la repetición del patrón de la etiqueta o de la página del producto. La [repetición del patrón](/how-to/glossary#pattern-repeat) es la distancia vertical, en pulgadas, antes de que el diseño vuelva a empezar.",
    ],
  },
  {
    id: "usable-paper",
    heading: "Por qué solo se aprovecha entre el 85 y el 95% de un rollo",
    paragraphs: [
      "Ningún rollo llega entero a la pared. Cada tira se corta unas pulgadas más larga para poder recortarla con limpieza en el techo y en el zócalo, cada tira tiene que alinearse con la de al lado, y el último trozo de un rollo a menudo es demasiado corto para una caída completa. En la práctica se aprovecha entre el 85 y el 95% de un rollo: cerca del 95% con un papel liso o un casado libre, cerca del 85% cuando el diseño tiene que coincidir.",
      "Por eso la calculadora agrega un 10% al área de las paredes con un papel liso y un 15% cuando usted introduce una repetición del patrón, antes de dividir entre el área de un rollo y redondear hacia arriba.",
    ],
  },
  {
    id: "roll-coverage",
    heading: "Cuánto cubre un rollo",
    paragraphs: [
      "Un rollo sencillo americano estándar tiene unos 27 pies cuadrados de papel; una vez recortado y casado, cuente con cubrir un poco menos. Muchos papeles europeos vienen en rollos de 20.5 pulgadas por 33 pies, unos 56 pies cuadrados, y los materiales comerciales anchos y el grasscloth (fibras naturales tejidas) vuelven a ser distintos. Como los tamaños varían tanto, la calculadora trabaja con el rollo que usted introduce, nunca con un tamaño nominal.",
      "En los Estados Unidos el papel tapiz suele tener precio por rollo sencillo, pero se empaca en [rollos dobles](/how-to/glossary#bolt). La cifra de rollos dobles es la mitad de la de rollos sencillos, redondeada hacia arriba; haga el pedido en la unidad en que se vende el producto.",
    ],
  },
  {
    id: "patterned-matches",
    heading: "Por qué los casados con patrón pueden necesitar entre un 25 y un 70% más",
    paragraphs: [
      "Un patrón tiene que coincidir consigo mismo en cada unión. Con un casado recto, el diseño se alinea en línea recta de una tira a otra; con un casado a medio salto, cada dos tiras una empieza media repetición más abajo; un casado libre, como la mayoría de las rayas y las texturas, se instala casi sin desperdicio. Cuanto mayor es la repetición, más papel se recorta para alinear cada tira.",
      "Con repeticiones grandes, paredes altas y paredes estrechas, un casado con patrón puede necesitar entre un 25 y un 70% más de papel de lo que indica el área de la pared, porque los recortes no se pueden unir para formar una tira completa. La comprobación tira por tira que aparece debajo del presupuesto cuenta tiras completas precisamente por eso. Cuando pida más rollos que la cifra principal, haga el pedido con el número mayor.",
    ],
  },
  {
    id: "before-you-order",
    heading: "Antes de hacer su pedido",
    paragraphs: [
      "Pida un 10% extra, y pida todos los rollos a la vez para que todos salgan de una misma tirada, el [lote de tinte](/how-to/glossary#dye-lot-number). Un rollo de una tirada posterior puede diferir lo justo para notarse en una unión. Guarde una etiqueta y el papel que sobre: permiten hacer reparaciones invisibles dentro de muchos años.",
      "¿No está seguro de una medida o de una repetición? Traiga sus números, o una foto de la habitación, al showroom. Una [consulta de diseño](/consultation) abarca las cantidades además del color y el patrón, y nuestras guías para [instalar papel tapiz](/how-to/hang-wallpaper) y [preparar sus paredes](/how-to/prepare-your-walls-for-wallpaper) le acompañan en los pasos siguientes.",
    ],
  },
];
