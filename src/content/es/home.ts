/**
 * Copy for the Spanish home page sections. The store name and address in the hero come from the
 * Spanish `site`; this module holds the words around them.
 */
import type { HomeContent } from "@/content/home";
import { site } from "@/content/es/site";

/**
 * The English schema fixes the hero's two button labels to their English words, so the Spanish
 * labels need a wider type for those two fields; everything else is the English type.
 */
type SpanishHomeContent = Omit<HomeContent, "hero"> & {
  hero: Omit<HomeContent["hero"], "visitLabel" | "consultationLabel"> & {
    visitLabel: string;
    consultationLabel: string;
  };
};

export const homeContent: SpanishHomeContent = {
  hero: {
    eyebrow: `Showroom de revestimientos de pared de diseño en ${site.address.city}`,
    intro: `Toque ${site.stats.samples} muestras de ${site.stats.brands} casas de diseño, reciba asesoría que tiene en cuenta el aire salino y la humedad del verano, y deje la instalación en manos de nuestros propios equipos.`,
    visitLabel: "Visite nuestro showroom",
    consultationLabel: "Agendar consulta",
  },
  linkCards: [
    {
      id: "designer-collections",
      title: "Colecciones de diseño",
      text: "Grasscloth (fibras naturales tejidas), sedas, estampados paisajísticos y geométricos audaces de las casas que distribuimos, listos para ver en persona en el showroom.",
      href: "/wallpaper-brands",
      linkLabel: "Explorar las colecciones",
    },
    {
      id: "wall-art",
      title: "Arte mural",
      text: "Murales y paneles paisajísticos a la medida de su pared, para un solo baño de visitas o el vestíbulo entero de un hotel.",
      href: "/services",
      linkLabel: "Conozca nuestros servicios",
    },
    {
      id: "begin-your-vision",
      title: "Dé forma a su visión",
      text: "Agende una cita con un diseñador en el showroom o en su casa, y llévese una lista corta que de verdad se ajuste a la habitación.",
      href: "/consultation",
      linkLabel: "Planifique una consulta",
    },
  ],
  visit: {
    heading: "Visítenos",
    intro: `Venga a ver las paredes en persona en nuestro showroom cerca de ${site.address.neighbourhood}. Traiga una muestra de pintura, un retazo de tela o una foto de la habitación, y extenderemos las muestras a la luz del día, la única forma honesta de juzgar el grasscloth y los metalizados.`,
  },
  inspiration: {
    heading: "Inspiración para cada habitación",
    intro:
      "Comedores, baños de visitas, cuartos de bebé y oficinas cubiertos de papel tapiz por nuestros clientes y equipos. Busque los estilos que le hagan detenerse y luego pídanos que saquemos las muestras.",
  },
  socialFeed: {
    heading: "Desde el showroom",
    intro: `Novedades, instalaciones en curso y habitaciones terminadas a lo largo del sur de la Florida, compartidas en Instagram como ${site.social.instagram.handle}. Las publicaciones se cargan desde Instagram solo cuando usted decide mostrarlas.`,
  },
  testimonials: {
    heading: "Lo que dicen nuestros clientes",
    intro:
      "Propietarios, diseñadores y arquitectos cuentan cómo es trabajar con nosotros, desde la primera muestra hasta la última unión.",
  },
  commercialProjects: { heading: "De confianza en proyectos comerciales y de hotelería" },
};
