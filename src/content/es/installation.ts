/** The Spanish /installation page: how a job runs, what the warranty covers, and how to get ready. */
import { site } from "@/content/es/site";
import { type InstallationContent } from "@/content/installation";

export const installationContent: InstallationContent = {
  heading: "Instalación profesional de papel tapiz",
  intro: `Un revestimiento de pared hermoso solo luce tan bien como las manos que lo instalan. Nuestros propios equipos, no subcontratistas por jornada, instalan cada revestimiento que vendemos en el sur de la Florida, desde el delicado grasscloth (fibras naturales tejidas) en un bungalow de Coconut Grove hasta el vinilo comercial en el pasillo de un hotel. Cada trabajo tiene una garantía ${site.installationWarranty} sobre la mano de obra.`,
  stepsHeading: "Cómo funciona la instalación",
  steps: [
    {
      title: "Visita y medición",
      text: "Medimos cada pared, anotamos la repetición del patrón y revisamos las superficies antes de pedir nada, para que las cantidades sean correctas y no haya sorpresas el día de la instalación.",
    },
    {
      title: "Pedido e inspección",
      text: `Pedimos el revestimiento de pared, confirmamos que todos los rollos sean del mismo lote de tinte e inspeccionamos la entrega para revisar el tono, el patrón y posibles daños. Los pedidos especiales llegan en su mayoría en un plazo de ${site.specialOrderLeadTime}.`,
    },
    {
      title: "Preparación de las paredes",
      text: "El día de la instalación, el equipo protege los pisos y los muebles, repara y alisa las paredes, mide la humedad y aplica el imprimador adecuado para el material.",
    },
    {
      title: "Instalación cuidadosa",
      text: "Las tiras se aploman, se casan y se recortan a mano, y las uniones se colocan lejos de la línea de la vista siempre que la habitación lo permita. Los murales se instalan en orden numerado.",
    },
    {
      title: "Revisión final",
      text: "Antes de irnos, recorremos la habitación con usted, dejamos cada rincón limpio y le entregamos instrucciones de cuidado y los recortes aprovechables para futuras reparaciones.",
    },
  ],
  warranty: {
    heading: `Nuestra garantía de instalación ${site.installationWarranty}`,
    summary:
      "Si durante el período de garantía aparece un problema por la forma en que nuestro equipo instaló el revestimiento de pared, regresamos y lo corregimos sin costo. Llame o escriba por correo electrónico al showroom con una foto y coordinaremos una visita.",
    covers: [
      "Uniones que se abren, se levantan o se enroscan",
      "Bordes y esquinas que se despegan de la pared",
      "Burbujas, ampollas o arrugas causadas por la aplicación",
      "Desalineación del patrón en las uniones que instaló nuestro equipo",
    ],
    excludes: [
      "Filtraciones de agua, fallas del techo o de la plomería e inundaciones",
      "Grietas por movimientos estructurales o asentamiento del edificio",
      "Defectos de fabricación, que reclamamos al fabricante en su nombre",
      "Daños por golpes, productos de limpieza, mascotas o remodelaciones posteriores",
      "Habitaciones que permanecen sin aire acondicionado ni ventilación durante largos períodos",
      "Paredes preparadas o con papel tapiz instalado por terceros antes de nuestra visita",
    ],
  },
  preparationHeading: "Cómo prepararse para la instalación",
  preparation: [
    {
      id: "choose-the-material",
      title: "Elija un material adecuado para la habitación",
      text: "Vinilos y no tejidos para baños, cocinas y habitaciones cerca del mar; fibras naturales y sedas para espacios secos y climatizados.",
      link: {
        href: "/how-to/choose-the-right-type-of-wallpaper",
        label: "Cómo elegir el tipo de papel tapiz adecuado",
      },
    },
    {
      id: "order-enough-rolls",
      title: "Pida suficientes rollos, de un mismo lote de tinte",
      text: "Calcule sus rollos con la calculadora, agregue alrededor de un 10% para recortes y reparaciones, y confirmaremos la cantidad cuando tomemos las medidas.",
      link: { href: "/wallpaper-calculator", label: "Calculadora de papel tapiz" },
    },
    {
      id: "prepare-the-walls",
      title: "Sepa qué implica una buena preparación de las paredes",
      text: "Las paredes lisas, limpias, secas y con imprimador son las que hacen desaparecer las uniones. Nuestros equipos lo hacen por usted; la guía explica qué esperar.",
      link: {
        href: "/how-to/prepare-your-walls-for-wallpaper",
        label: "Cómo preparar sus paredes para el papel tapiz",
      },
    },
    {
      id: "clear-and-cool-the-room",
      title: "Despeje la habitación y manténgala fresca",
      text: "Retire los muebles pequeños y los cuadros de las paredes, mantenga el aire acondicionado encendido desde un día antes de nuestra llegada y deje que los rollos se aclimaten en la habitación.",
      link: { href: "/how-to/hang-wallpaper", label: "Cómo se instala el papel tapiz" },
    },
  ],
  ctas: [
    { href: "/consultation", label: "Solicitar instalación" },
    { href: "/contact", label: "Contáctenos" },
  ],
};
