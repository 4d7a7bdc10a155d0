/**
 * The Spanish navigation. The hrefs are the internal (English) paths, which the site maps to the
 * Spanish addresses when it renders a link, so only the labels differ from English.
 */
import type { NavLink } from "@/content/navigation";

export const primaryNav: readonly NavLink[] = [
  { href: "/wallpaper-brands", label: "Marcas de papel tapiz" },
  { href: "/about", label: "Nosotros" },
  { href: "/services", label: "Servicios" },
  { href: "/installation", label: "Instalación" },
  { href: "/how-to-wallpaper", label: "Guías" },
  { href: "/contact", label: "Contacto" },
];

export const drawerNav: readonly NavLink[] = [
  { href: "/", label: "Inicio" },
  { href: "/about", label: "Nosotros" },
  { href: "/wallpaper-brands", label: "Marcas de papel tapiz" },
  { href: "/installation", label: "Instalación" },
];

export const drawerResources: readonly NavLink[] = [
  { href: "/testimonials", label: "Testimonios" },
  { href: "/faqs", label: "Preguntas frecuentes" },
];

export const drawerGuideLinks: readonly NavLink[] = [
  { href: "/how-to/choose-wallpaper-color", label: "Cómo elegir el color del papel tapiz" },
  { href: "/how-to/choose-a-wallpaper-pattern", label: "Cómo elegir el patrón del papel tapiz" },
  { href: "/how-to/what-can-i-do-with-a-border", label: "¿Qué puedo hacer con una cenefa?" },
  { href: "/wallpaper-calculator", label: "¿Cuántos rollos necesito?" },
  { href: "/how-to/choose-the-right-type-of-wallpaper", label: "Cómo elegir el tipo adecuado" },
];

export const footerQuickLinks: readonly NavLink[] = [
  { href: "/about", label: "Nosotros" },
  { href: "/wallpaper-brands", label: "Marcas de papel tapiz" },
  { href: "/services", label: "Servicios" },
  { href: "/contact", label: "Contacto" },
];

export const legalLinks: readonly NavLink[] = [
  { href: "/privacy", label: "Política de privacidad" },
  { href: "/terms", label: "Términos y condiciones" },
];

export const bookConsultation: NavLink = { href: "/contact", label: "Agendar consulta" };

export const siteMap: readonly NavLink[] = [
  { href: "/", label: "Inicio" },
  { href: "/about", label: "Nosotros" },
  { href: "/wallpaper-brands", label: "Marcas de papel tapiz" },
  { href: "/collections", label: "Colecciones" },
  { href: "/catalog", label: "Catálogo" },
  { href: "/styles", label: "Estilos de papel tapiz" },
  { href: "/services", label: "Servicios" },
  { href: "/installation", label: "Instalación" },
  { href: "/consultation", label: "Consulta de diseño" },
  { href: "/how-to-wallpaper", label: "Guías" },
  { href: "/wallpaper-calculator", label: "Calculadora de rollos" },
  { href: "/testimonials", label: "Testimonios" },
  { href: "/faqs", label: "Preguntas frecuentes" },
  { href: "/contact", label: "Contacto" },
];
