/**
 * The Spanish wording of the store's facts. Names, address, phone, links and numbers come from
 * the English module so the owner still replaces them in one place; only the prose differs.
 */
import { site as englishSite, type Site } from "@/content/site";

export { fullAddress } from "@/content/site";

export const site = {
  ...englishSite,
  ownerTitle: "Fundadora y diseñadora principal",
  tagline: "Revestimientos de pared de diseño, elegidos en persona.",
  blurb:
    "Un showroom en Coral Gables de papel tapiz y revestimientos de pared de diseño: miles de muestras para tocar, asesoría experta para hogares y proyectos de hotelería, e instalación a cargo de nuestros propios equipos de confianza.",
  hours: {
    ...englishSite.hours,
    weekdays: "Lunes a viernes de 10:00 a. m. a 5:00 p. m.",
    weekend: "Sábados y domingos, solo con cita previa",
  },
  stats: {
    ...englishSite.stats,
    rating: "5 estrellas",
  },
  // Each value completes a Spanish sentence the way the English one does:
  // "Respondemos {replyPromise}", "en un plazo de {specialOrderLeadTime}",
  // "una garantía {installationWarranty}".
  replyPromise: "en menos de 24 horas",
  specialOrderLeadTime: "1 a 4 semanas",
  installationWarranty: "de un año",
} as const satisfies Site;
