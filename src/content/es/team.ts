/**
 * The people on the Spanish About page. Names, ids and portraits are those of the English team;
 * the founder's name and title come from the Spanish `site`.
 */
import type { TeamMember } from "@/content/team";
import { site } from "@/content/es/site";

export const ownerFirstName: string = site.ownerName.split(" ")[0] ?? site.ownerName;

export const team: readonly TeamMember[] = [
  {
    id: "founder",
    name: site.ownerName,
    role: site.ownerTitle,
    bio: `${ownerFirstName} pasó años especificando acabados para casas y hoteles del sur de la Florida antes de abrir ${site.name} en ${site.foundingYear}. ${ownerFirstName} todavía atiende en persona a la mayoría de los clientes y le dirá con franqueza cuando un papel no es adecuado para una habitación húmeda.`,
    portrait: "team-founder",
    portraitAlt: `Retrato de ${site.ownerName} en el showroom, sosteniendo una muestra de grasscloth contra una pared`,
  },
  {
    id: "marisol-ortega",
    name: "Marisol Ortega",
    role: "Consultora de diseño sénior",
    bio: "Marisol dirige el showroom en el día a día y conoce la biblioteca de muestras de memoria, hasta qué muestrarios están por descontinuarse. Dirige la mayoría de las consultas en el showroom y es la persona a quien preguntar sobre color, escala y repetición del patrón.",
    portrait: "team-marisol-ortega",
    portraitAlt:
      "Retrato de Marisol Ortega junto a una mesa con muestrarios de papel tapiz abiertos",
  },
  {
    id: "luis-cardenas",
    name: "Luis Cárdenas",
    role: "Jefe de instalación",
    bio: "Luis lleva más de quince años instalando revestimientos de pared en el sur de la Florida, desde sedas pintadas a mano hasta vinilo comercial en pasillos de hotel. Mide cada trabajo antes de hacer el pedido y dirige los equipos que lo instalan.",
    portrait: "team-luis-cardenas",
    portraitAlt:
      "Retrato de Luis Cárdenas con un cepillo alisador frente a una pared recién cubierta de papel tapiz",
  },
  {
    id: "naomi-brandt",
    name: "Naomi Brandt",
    role: "Coordinadora de proyectos profesionales y comerciales",
    bio: "Naomi trabaja con diseñadores de interiores, arquitectos y contratistas en proyectos de hotelería, restaurantes y condominios. Se encarga de las especificaciones, los documentos de clasificación contra incendios, las cantidades y los calendarios de entrega para que el revestimiento de pared llegue cuando la obra esté lista.",
    portrait: "team-naomi-brandt",
    portraitAlt:
      "Retrato de Naomi Brandt revisando un juego de planos con muestras de revestimiento de pared sujetas con clips",
  },
];
