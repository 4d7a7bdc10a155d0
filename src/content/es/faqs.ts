/**
 * The ten Spanish questions on /faqs. Every policy figure comes from the Spanish `site` or the
 * Spanish consultation options, as in English, so an answer cannot drift from the terms.
 */
import { inHomeConsultation, showroomConsultation } from "@/content/es/consultation";
import { site } from "@/content/es/site";
import { type Faq } from "@/content/faqs";

export const faqs: readonly Faq[] = [
  {
    id: "samples",
    question: "¿Cómo consigo muestras de papel tapiz?",
    answer: `Agregue los diseños que le gusten a su carrito de muestras desde cualquier página de producto y se las enviaremos por correo, o recójalas en el showroom. Las muestras cuestan $${site.samplePrice} cada una y se cortan lo bastante grandes para apreciar el color y la textura con la luz de su propia casa. Si no sabe por dónde empezar, visítenos: la biblioteca de muestras tiene ${site.stats.samples} muestras para comparar una al lado de la otra.`,
    links: [
      { href: "/wallpaper-brands", label: "Ver papel tapiz" },
      { href: "/samples", label: "Sus muestras" },
    ],
  },
  {
    id: "special-order-lead-time",
    question: "¿Cuánto tardan en llegar los pedidos especiales?",
    answer: `La mayoría de los pedidos especiales llegan en un plazo de ${site.specialOrderLeadTime}. Los papeles tapiz pintados a mano, las variantes de color personalizadas y las cantidades comerciales grandes pueden tardar más, y confirmamos la fecha de envío del fabricante antes de que usted se comprometa. Verificamos existencias y lotes de tinte al hacer el pedido, damos seguimiento al envío y le llamamos cuando los rollos están en el showroom. Si el revestimiento de pared forma parte de una remodelación, haga el pedido con tiempo para que el papel espere a las paredes, y no al revés.`,
  },
  {
    id: "installation",
    question: "¿Instalan el papel tapiz que venden?",
    answer:
      "Sí. La instalación la hacen nuestros propios equipos, no subcontratistas elegidos el mismo día. Medimos antes de hacer el pedido, revisamos las paredes, nos encargamos de la preparación y del imprimador, e instalamos cualquier revestimiento, desde el grasscloth (fibras naturales tejidas) más delicado hasta el vinilo comercial. Si compró su revestimiento de pared en otro lugar, envíenos los detalles y le diremos con honestidad si podemos hacer el trabajo.",
    links: [{ href: "/installation", label: "Cómo funciona la instalación" }],
  },
  {
    id: "installation-warranty",
    question: "¿Su instalación tiene garantía?",
    answer: `Cada instalación hecha por nuestros equipos tiene una garantía ${site.installationWarranty} sobre la mano de obra. Si las uniones se abren, los bordes se levantan o aparecen burbujas por la forma en que se instaló el papel, regresamos y lo corregimos sin costo. La garantía no cubre filtraciones de agua, movimientos estructurales, defectos de fabricación, que reclamamos al fabricante por usted, ni daños posteriores a la instalación.`,
    links: [{ href: "/installation", label: "Detalles de la garantía" }],
  },
  {
    id: "returns-and-cancellations",
    question: "¿Cuál es su política de devoluciones y cancelaciones?",
    answer:
      "Puede cancelar cualquier pedido dentro de las 24 horas siguientes a haberlo hecho. Los artículos en existencia se pueden devolver dentro de los 30 días si los rollos no se han abierto y están en su empaque original. Los pedidos especiales son definitivos una vez que se han hecho al fabricante. Por favor, revise cada entrega y reporte daños o defectos dentro de las 48 horas, antes de instalar nada, para que podamos gestionar los reemplazos con rapidez.",
    links: [{ href: "/terms", label: "Términos y condiciones" }],
  },
  {
    id: "consultations",
    question: "¿Qué ocurre en una consulta de diseño y cuánto cuesta?",
    answer: `Una consulta en el showroom es ${showroomConsultation.price.toLowerCase()} y dura ${showroomConsultation.duration}: nos sentamos con la biblioteca de muestras y la reducimos a una lista corta. Una consulta de diseño a domicilio cuesta ${inHomeConsultation.price} por ${inHomeConsultation.duration}; llevamos muestras elegidas para sus espacios, estudiamos la luz y tomamos medidas. En ambos casos usted se va con pasos claros a seguir y sin obligación de hacer un pedido.`,
    links: [{ href: "/consultation", label: "Opciones de consulta" }],
  },
  {
    id: "care-and-cleaning",
    question: "¿Cómo limpio y cuido el papel tapiz?",
    answer:
      "Depende del material, así que guarde la etiqueta o pregúntenos. Los vinilos lavables y resistentes al cepillado admiten una esponja suave con agua y jabón neutro. La mayoría de los revestimientos de pared no tejidos y de papel solo toleran un paño apenas húmedo, aplicado a toques en lugar de frotar. El grasscloth, la seda y otras fibras naturales nunca deben mojarse; quíteles el polvo con un cepillo suave. Pruebe siempre primero en una esquina que no se vea.",
    links: [{ href: "/how-to/clean-wallpaper-safely", label: "Guía de limpieza" }],
  },
  {
    id: "humidity",
    question: "¿El papel tapiz resiste la humedad del sur de la Florida?",
    answer:
      "Sí, si el material es adecuado para la habitación y la humedad interior se mantiene bajo control. Recomendamos revestimientos de pared de vinilo o con recubrimiento de vinilo para baños, cocinas y cuartos de lavado, y papeles no tejidos para la mayoría de las áreas de estar, porque mantienen su estabilidad dimensional y dejan respirar las paredes. Mantenga el aire acondicionado encendido y la habitación ventilada, y deje que los rollos se aclimaten en la habitación un día antes de instalarlos. Las fibras naturales, como el grasscloth, son para habitaciones secas y climatizadas.",
    links: [
      {
        href: "/how-to/choose-the-right-type-of-wallpaper",
        label: "Cómo elegir un tipo de papel tapiz",
      },
    ],
  },
  {
    id: "how-many-rolls",
    question: "¿Cuántos rollos de papel tapiz necesito?",
    answer:
      "Empiece con nuestra calculadora de papel tapiz: ingrese las medidas de la habitación, las ventanas y las puertas, y el tamaño del rollo y la repetición del patrón que aparecen en la página del producto, y la calculadora estimará los rollos sencillos y dobles. Pida alrededor de un 10% adicional para recortes y reparaciones futuras, y más si la repetición del patrón es grande. Antes de que haga el pedido, confirmamos la cantidad con nuestras propias medidas.",
    links: [{ href: "/wallpaper-calculator", label: "Calculadora de papel tapiz" }],
  },
  {
    id: "dye-lots",
    question: "¿Qué es un lote de tinte y por qué es importante?",
    answer:
      "Un lote de tinte es una sola tirada de impresión. Los rollos de tiradas distintas pueden variar ligeramente de tono, y la diferencia se nota cuando quedan uno al lado del otro en la pared. Pida todos los rollos de una habitación al mismo tiempo para que compartan el mismo número de lote, guarde un rollo de repuesto para reparaciones y anote el número de lote impreso en la etiqueta. Revisamos los lotes en cada entrega.",
    links: [{ href: "/how-to/glossary", label: "Glosario de papel tapiz" }],
  },
];
