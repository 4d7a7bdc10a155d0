/** The five Spanish service cards and the four-step design process on /services. */
import { site } from "@/content/es/site";
import { type DesignProcessStep, type Service } from "@/content/services";

export const services: readonly Service[] = [
  {
    id: "design-consultation",
    title: "Consulta de diseño",
    summary:
      "Tiempo con un diseñador, en el showroom o en su casa, para encontrar el revestimiento de pared adecuado para la habitación, la luz y su forma de vivir.",
    points: [
      "Muestras seleccionadas según su estilo, su presupuesto y el tamaño de la habitación",
      "Asesoría sobre materiales que resisten la humedad, el sol y el aire salino",
      "Medidas y un cálculo de rollos en las visitas a domicilio",
    ],
    link: { href: "/consultation", label: "Opciones de consulta" },
  },
  {
    id: "special-orders",
    title: "Pedidos personalizados y especiales",
    summary: `Acceso a cientos de líneas de productos además de las que se exhiben en el showroom, pedidas directamente a los fabricantes y con llegada en su mayoría en un plazo de ${site.specialOrderLeadTime}.`,
    points: [
      "Casas de diseño, papeles tapiz pintados a mano y variantes de color personalizadas",
      "Existencias, lote de tinte y fecha de envío confirmados antes de que usted se comprometa",
      "Cada entrega inspeccionada y rastreada hasta su puerta o la obra",
    ],
    link: { href: "/wallpaper-brands", label: "Ver las marcas" },
  },
  {
    id: "installation",
    title: "Instalación profesional",
    summary: `Nuestros propios equipos preparan las paredes e instalan cualquier revestimiento, desde grasscloth (fibras naturales tejidas) hasta murales, con una garantía ${site.installationWarranty} sobre la mano de obra.`,
    points: [
      "Medición en sitio antes del pedido, para que las cantidades sean correctas desde el principio",
      "Reparación de paredes, imprimador y control de humedad incluidos en la preparación",
      "Equipos ordenados y cuidadosos, acostumbrados a casas habitadas e interiores terminados",
    ],
    link: { href: "/installation", label: "Cómo funciona la instalación" },
  },
  {
    id: "commercial-projects",
    title: "Proyectos comerciales y de hotelería",
    summary:
      "Especificación, abastecimiento e instalación para hoteles, restaurantes, oficinas y áreas comunes de condominios, en colaboración con diseñadores, arquitectos y contratistas.",
    points: [
      "Vinilos comerciales Tipo II y documentación de clasificación contra incendios",
      "Cantidades, documentación para aprobación y muestras preparadas para el equipo de su proyecto",
      "Instalación programada según inauguraciones, huéspedes y otros gremios",
    ],
    link: { href: "/contact", label: "Hable con nosotros sobre un proyecto" },
  },
  {
    id: "murals-and-wall-art",
    title: "Murales y arte para paredes",
    summary:
      "Paneles panorámicos, murales pintados a mano y obras impresas digitalmente a la medida de su pared, para un solo medio baño o un lobby entero.",
    points: [
      "Obras escaladas y ubicadas en función de ventanas, puertas y muebles",
      "Chinoiserie panorámica, paisajes tropicales e imágenes personalizadas",
      "Paneles instalados en orden por instaladores que lo hacen cada semana",
    ],
    link: { href: "/styles/murals-digital", label: "Ver murales" },
  },
];

export const designProcess: readonly DesignProcessStep[] = [
  {
    title: "Descubrimiento",
    text: "Empezamos por la habitación: cómo se usa, la luz que recibe, los muebles y las obras de arte que se quedan en ella, y la sensación que usted quiere tener al entrar.",
  },
  {
    title: "Muestras",
    text: "Hacemos una selección precisa de la biblioteca y de los fabricantes, y usted convive con las muestras en casa, de mañana y de noche, antes de decidir.",
  },
  {
    title: "Pedido",
    text: `Medimos, confirmamos cantidades y lotes de tinte, y hacemos el pedido. Los pedidos especiales llegan en su mayoría en un plazo de ${site.specialOrderLeadTime}, y le mantenemos al tanto.`,
  },
  {
    title: "Instalación",
    text: `Nuestros equipos preparan las paredes e instalan el papel con cuidado, y luego recorren la habitación con usted. Cada instalación tiene una garantía ${site.installationWarranty}.`,
  },
];
