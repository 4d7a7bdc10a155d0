/**
 * Client testimonials in Spanish: the same six quotes, ids, names and places as in English, with
 * the clients' words in Spanish.
 */
import { homeTestimonialIds, type Testimonial } from "@/content/testimonials";
import { ownerFirstName } from "@/content/es/team";

export { homeTestimonialIds } from "@/content/testimonials";

export const testimonials: readonly Testimonial[] = [
  {
    id: "carolina-grasscloth-dining",
    name: "Carolina M.",
    location: "Coral Gables",
    text: `Durante años quisimos grasscloth en el comedor, pero nos preocupaba la humedad. ${ownerFirstName} trajo muestras a la casa, nos explicó por qué un sisal con respaldo de vinilo resistiría junto a nuestras puertas francesas, y el equipo lo instaló de modo que las uniones casi desaparecen. Los invitados todavía pasan la mano por las paredes.`,
    rating: 5,
    project: "Comedor con grasscloth",
  },
  {
    id: "james-oceanfront-condo",
    name: "James R.",
    location: "Key Biscayne",
    text: "Nuestro condominio da al océano, y el papel que teníamos antes se levantó en las uniones en un solo verano. Esta vez el equipo eligió un revestimiento de pared no tejido y resistente al cepillado, y nos pidió tener el aire acondicionado encendido dos días antes de la instalación. Dos temporadas de huracanes después, se ve exactamente igual que el primer día.",
    rating: 5,
    project: "Sala de un condominio frente al mar",
  },
  {
    id: "ana-chinoiserie-powder-room",
    name: "Ana P.",
    location: "Pinecrest",
    text: "Llegué con una página arrancada de una revista y salí con una chinoiserie pintada a mano más bonita que la foto. Hicieron el pedido a la fábrica, me mantuvieron al tanto cada semana y los paneles llegaron en menos de tres semanas. Ahora el baño de visitas es la habitación por la que todos preguntan.",
    rating: 5,
    project: "Baño de visitas con chinoiserie",
  },
  {
    id: "michael-hotel-corridors",
    name: "Michael T.",
    location: "Miami Beach",
    text: "Como diseñador de hotelería, necesito un showroom que entienda las especificaciones comerciales. Consiguieron un vinilo Tipo II en nuestra variante de color personalizada, entregaron la documentación de clasificación contra incendios y coordinaron las entregas con el contratista general. Sus instaladores trabajaron de noche para que el hotel nunca tuviera que cerrar un piso.",
    rating: 5,
    project: "Pasillos de habitaciones de un hotel boutique",
  },
  {
    id: "sofia-nursery-mural",
    name: "Sofia L.",
    location: "Coconut Grove",
    text: "Queríamos un mural para el cuarto de bebé de nuestra hija que siguiera viéndose bien cuando cumpla diez años. El equipo midió la pared, desplazó el diseño para que la palma más alta quedara libre de la ventana e instaló los paneles en una sola tarde. Es sereno, un poco mágico y para nada infantil.",
    rating: 5,
    project: "Mural botánico para el cuarto del bebé",
  },
  {
    id: "richard-architect-residence",
    name: "Richard H.",
    location: "Palm Beach",
    text: "Especifico revestimientos de pared en la mayoría de mis proyectos residenciales y ahora envío primero aquí a mis clientes. Las muestras están organizadas para que la gente realmente pueda decidir, los presupuestos llegan rápido y los instaladores saben leer planos. En una casa reciente frente al agua, eso me ahorró una visita a la obra en cada piso.",
    rating: 5,
    project: "Residencia frente al agua, seis habitaciones",
  },
];

export const homeTestimonials: readonly Testimonial[] = homeTestimonialIds.map((id) => {
  const match = testimonials.find((testimonial) => testimonial.id === id);
  if (!match) throw new Error(`Home testimonial ${id} is not in the Spanish testimonials list`);
  return match;
});
