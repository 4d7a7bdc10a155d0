/**
 * The Spanish /consultation page and consultation options. Prices, durations in minutes and the
 * time slots the dialog may send are the same facts as in English.
 */
import { type ConsultationContent, type ConsultationOption } from "@/content/consultation";
import { site } from "@/content/es/site";

// The submitted values are the English ones in both languages, so the server reads one format.
export { notSpecifiedTime, timeSlots } from "@/content/consultation";

export const inHomeConsultation: ConsultationOption = {
  id: "in-home",
  title: "Consulta de diseño a domicilio",
  description:
    "Un diseñador va a su casa con muestras elegidas para sus espacios, observa la luz y las paredes a distintas horas del día y toma las medidas durante la visita. Ideal para proyectos de toda la casa, propiedades frente al mar y habitaciones con paredes complicadas.",
  duration: "30–60 minutos",
  price: "$250",
};

export const showroomConsultation: ConsultationOption = {
  id: "showroom",
  title: "Consulta en el showroom",
  description: `Reúnase con un diseñador en nuestro showroom de ${site.address.city} para recorrer juntos la biblioteca de muestras. Traiga fotos, planos o una muestra de tela, y llévese una lista corta y muestras a casa.`,
  duration: "30–60 minutos",
  price: "Gratuita",
};

export const consultationContent: ConsultationContent = {
  heading: "Consultas de diseño",
  intro: `Elegir papel tapiz es más fácil con las muestras en la mano y alguien a su lado que sepa cómo se comporta cada una en el sur de la Florida. Visítenos en el showroom o invítenos a su casa, y le ayudaremos a reducir ${site.stats.samples} muestras a las pocas que le quedan bien a la habitación.`,
  options: [inHomeConsultation, showroomConsultation],
  inclusions: [
    "Una conversación sobre la habitación, cómo la usa y el estilo que busca",
    "Una selección de muestras pensada para su estilo, su luz y su presupuesto",
    "Asesoría sobre materiales para la humedad, el sol y el aire salino",
    "Orientación sobre escala, repetición del patrón y color según el tamaño de la habitación",
    "Medidas y un cálculo de rollos en las visitas a domicilio",
    "Una lista corta por escrito con precios, marcas y plazos de entrega estimados",
    "Planificación de la instalación con nuestros propios equipos, incluida la preparación de las paredes",
    "Apoyo profesional para diseñadores, arquitectos y contratistas en proyectos grandes",
  ],
  process: [
    {
      title: "Solicite una cita",
      text: `Elija una fecha y un horario de preferencia en el formulario. Le respondemos ${site.replyPromise} para confirmar la cita y hacerle algunas preguntas sobre el espacio.`,
    },
    {
      title: "Muéstrenos el espacio",
      text: "Envíe fotos, un plano o algunas medidas aproximadas antes de reunirnos, junto con cualquier cosa que ya le encante, desde un color de pintura hasta un cojín.",
    },
    {
      title: "Reunámonos y comparemos",
      text: "Colocamos las muestras bajo luz real, hablamos de durabilidad y cuidado, y reducimos las opciones a una lista corta con la que pueda convivir unos días.",
    },
    {
      title: "Decida y haga su pedido",
      text: `Cuando usted lo decida, confirmamos cantidades, lotes de tinte y plazos de entrega, hacemos el pedido y programamos la instalación. Los pedidos especiales llegan en su mayoría en un plazo de ${site.specialOrderLeadTime}.`,
    },
  ],
};
