/**
 * The Spanish About page: the owner's story, credentials and the showroom's statistics. Every
 * name, year and figure comes from the Spanish `site`, as in English.
 */
import type { AboutContent, ShowroomStat } from "@/content/about";
import { site } from "@/content/es/site";
import { ownerFirstName } from "@/content/es/team";

export const showroomStats: readonly ShowroomStat[] = [
  { id: "clients", value: site.stats.clients, label: "Clientes satisfechos" },
  { id: "brands", value: site.stats.brands, label: "Marcas de diseño" },
  { id: "rating", value: site.stats.rating, label: "Calificación promedio" },
  { id: "years", value: site.stats.years, label: "Años de trayectoria" },
  { id: "samples", value: site.stats.samples, label: "Muestras para tocar" },
];

export const aboutContent: AboutContent = {
  heading: `Conozca a ${site.ownerName}`,
  intro: `${site.ownerTitle} de ${site.name}, y la persona que con toda probabilidad bajará un muestrario del estante para usted.`,
  story: [
    `${ownerFirstName} abrió ${site.name} en ${site.foundingYear} con una convicción sencilla: el papel tapiz hay que elegirlo en persona. Un grasscloth (fibras naturales tejidas) que en pantalla se ve sereno puede resultar recargado en una habitación pequeña, y un metalizado que brilla por la tarde puede verse apagado bajo las lámparas de la noche. La única forma de saberlo es sostener la muestra contra la pared.`,
    `Antes del showroom, ${ownerFirstName} pasó años especificando acabados para casas, condominios y hoteles a lo largo del sur de la Florida, y aprendió por las malas lo que la humedad, el aire salino y el sol implacable le hacen al material equivocado. Esa experiencia orienta cada recomendación que hacemos, desde el respaldo de un papel hasta el imprimador que va debajo.`,
    `Hoy el showroom de ${site.address.city} reúne ${site.stats.samples} muestras de ${site.stats.brands} casas de diseño, con cientos de líneas más disponibles por pedido especial. Los propietarios llegan pensando en un solo baño de visitas; los diseñadores de interiores, arquitectos y contratistas llegan con pasillos de hotel y vestíbulos de condominio. Todos reciben la misma atención, sin prisas.`,
    "Lo que no ha cambiado es nuestra forma de trabajar. Primero escuchamos, le mostramos solo lo que le va bien a la habitación y nuestros propios equipos instalan lo que usted elija. Si algo no queda bien, regresamos.",
  ],
  credentialsHeading: "Experiencia en la que puede confiar",
  credentials: [
    `${site.stats.years} años adecuando revestimientos de pared a casas, condominios y hoteles del sur de la Florida`,
    `${site.stats.clients} clientes atendidos, desde una sola pared de acento hasta proyectos de hotelería de varios pisos`,
    `Relaciones comerciales con ${site.stats.brands} casas de diseño y acceso a cientos de líneas por pedido especial`,
    "Equipos de instalación con más de quince años en proyectos residenciales de lujo",
    "Trabajo diario junto a diseñadores de interiores, arquitectos y contratistas generales",
    `Una garantía ${site.installationWarranty} en cada instalación que realizan nuestros equipos`,
  ],
  teamHeading: "El equipo",
  statsHeading: "El showroom en cifras",
  stats: [...showroomStats],
  links: [
    { href: "/consultation", label: "Agendar una consulta" },
    { href: "/contact", label: "Contactar al showroom" },
  ],
};
