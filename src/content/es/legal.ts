/**
 * The Spanish Privacy Policy and Terms & Conditions: a faithful rendering of the English texts,
 * which remain the reference. Change both together whenever what the site does changes.
 */
import { inHomeConsultation } from "@/content/es/consultation";
import { fullAddress, site } from "@/content/es/site";
import { type LegalDocument } from "@/content/legal";

/** The terms as first published (the English `legalUpdated`, written the Spanish way). */
export const legalUpdated = "6 de enero de 2025";
/** The privacy policy changed when the wall visualiser could send a picture with a request. */
export const privacyUpdated = "25 de noviembre de 2026";

const contactLines = [
  site.legalName,
  fullAddress,
  `Teléfono: ${site.phone.display}`,
  `Correo electrónico: ${site.email}`,
];

export const privacyPolicy: LegalDocument = {
  title: "Política de privacidad",
  updated: privacyUpdated,
  intro: `Esta política explica qué información recopila el sitio web de ${site.name}, para qué, dónde se guarda y cómo puede usted solicitar que se elimine. Hemos mantenido el sitio deliberadamente sencillo: recopila solo lo que usted decide enviarnos y no le sigue por la web.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Quiénes somos",
      paragraphs: [
        `Este sitio web es operado por ${site.legalName}, el showroom ubicado en ${fullAddress}. Somos responsables de la información descrita en esta política.`,
      ],
    },
    {
      id: "what-you-send-us",
      heading: "Información que usted nos envía",
      paragraphs: [
        "Cuando usted solicita una consulta, envía un mensaje mediante el formulario de contacto o solicita muestras, el sitio web almacena lo que usted envía en nuestra propia base de datos. Según el formulario, se trata de:",
        "Junto con el formulario, registramos la página de nuestro sitio desde la que lo envió y cualquier etiqueta de campaña utm_* (como utm_source o utm_campaign) que formara parte de la dirección de esa visita, para saber qué página o campaña le trajo hasta nosotros. No combinamos estos datos con ningún otro tipo de seguimiento.",
      ],
      list: [
        "su nombre, dirección de correo electrónico y número de teléfono",
        "su dirección postal, cuando nos pide que le enviemos muestras por correo",
        "su mensaje y, en el caso de las consultas, la fecha y la hora de preferencia que elija",
        "el producto o las muestras sobre los que preguntó",
        "una imagen de su pared, si decide enviarla desde el visualizador de pared (vea más abajo)",
      ],
    },
    {
      id: "wall-visualiser",
      heading: "Imágenes del visualizador de pared",
      paragraphs: [
        "El visualizador de pared, que muestra un papel tapiz sobre una foto de su propia habitación, funciona por completo en su navegador. La foto que usted elige y la imagen creada a partir de ella permanecen en su dispositivo: nunca se nos envían a nosotros ni a nadie más, y desaparecen cuando usted cierra la página.",
        "Una imagen sale de su dispositivo solo si usted elige “Enviar esta imagen con una solicitud de consulta” y luego envía la solicitud. Antes de almacenarla, el sitio web vuelve a codificar la imagen, lo que elimina la ubicación, los datos de la cámara y cualquier otra información incrustada en el archivo. La imagen se guarda con su solicitud en nuestra propia base de datos, solo la ve el personal de nuestro showroom y se adjunta al correo electrónico que les informa de su solicitud. Se elimina junto con su solicitud.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "Cómo la usamos",
      paragraphs: [
        "Usamos su información solo para atender su solicitud: para confirmar una consulta, responder a su mensaje, enviarle sus muestras por correo y dar seguimiento al proyecto sobre el que preguntó. No la vendemos, ni la alquilamos, ni la compartimos con nadie para que la utilice en su propio mercadeo.",
        "Cuando se envía un formulario, el sitio web envía una notificación por correo electrónico con su contenido a nuestro personal a través de nuestro proveedor de correo electrónico, y nuestras respuestas a usted viajan por la misma vía.",
      ],
    },
    {
      id: "how-long-we-keep-it",
      heading: "Cuánto tiempo la conservamos",
      paragraphs: [
        "Las solicitudes enviadas permanecen en nuestra base de datos hasta que las eliminamos. Una vez atendida una solicitud, puede eliminarse automáticamente después de un período de conservación que nosotros establecemos y revisamos. Usted puede pedirnos en cualquier momento que eliminemos su información antes.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "El sitio web utiliza como máximo dos cookies funcionales. Una recuerda las muestras que usted agrega a su carrito de muestras: contiene solo los identificadores de las muestras que eligió, nada sobre usted, y el carrito no funcionaría sin ella. La otra se guarda solo si usted usa el selector de idioma, y recuerda durante un año si prefiere inglés o español.",
        "Si cierra la línea que le ofrece esta página en el otro idioma, esa elección se guarda en el almacenamiento de su propio navegador y nunca se nos envía.",
        "No usamos herramientas de analítica, ni rastreadores publicitarios, ni píxeles de redes sociales.",
      ],
    },
    {
      id: "third-party-content",
      heading: "Mapas y el feed de Instagram",
      paragraphs: [
        "Al abrir una página no se carga ningún contenido de terceros. El mapa interactivo, proporcionado por OpenStreetMap, y nuestro feed de Instagram aparecen solo después de que usted hace clic para mostrarlos.",
        "Cuando lo hace, su navegador se conecta directamente con esos servicios: estos reciben su dirección IP y los datos técnicos habituales que envía su navegador, y pueden aplicarse sus propias cookies y políticas de privacidad. Si prefiere no cargarlos, la dirección del showroom siempre aparece como texto simple.",
      ],
    },
    {
      id: "your-choices",
      heading: "Acceso, corrección y eliminación",
      paragraphs: [
        `Usted puede pedir ver la información que tenemos sobre usted, corregirla o eliminarla. Escriba a ${site.email} o llame al ${site.phone.display}, y le responderemos con prontitud. Es posible que le pidamos confirmar un dato de su solicitud original, para no entregar su información a otra persona.`,
      ],
    },
    {
      id: "children",
      heading: "Niños",
      paragraphs: [
        "Este sitio web está pensado para adultos que planifican sus hogares y proyectos. No está dirigido a niños menores de 13 años, y no recopilamos a sabiendas información de ellos. Si cree que un niño nos ha enviado información, contáctenos y la eliminaremos.",
      ],
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      paragraphs: [
        "Si cambiamos la forma en que el sitio web maneja la información, actualizaremos esta página y la fecha que aparece al principio.",
      ],
    },
    {
      id: "contact",
      heading: "Contáctenos",
      paragraphs: ["Las preguntas sobre esta política o sobre su información son bienvenidas:"],
      list: contactLines,
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: "Términos y condiciones",
  updated: legalUpdated,
  intro: `Estos términos se aplican al sitio web de ${site.name} y a los pedidos, muestras, consultas e instalaciones que se acuerden con ${site.legalName}. Al usar el sitio o hacer un pedido con nosotros, usted los acepta.`,
  sections: [
    {
      id: "website",
      heading: "Uso de este sitio web",
      paragraphs: [
        "El sitio web muestra productos, guías y herramientas para planificar proyectos de revestimientos de pared. En el sitio no se realiza ningún pago: el showroom confirma directamente con usted los pedidos y las solicitudes de muestras.",
        "Los colores en pantalla varían según su dispositivo y la iluminación, y las fotografías de productos y las imágenes de ambientes son ilustrativas. Por favor, evalúe el color y la textura con una muestra física antes de hacer un pedido. Los resultados de la calculadora son estimaciones; confirmamos las cantidades con nuestras propias medidas.",
      ],
    },
    {
      id: "samples",
      heading: "Muestras",
      paragraphs: [
        `Las muestras cuestan $${site.samplePrice} cada una. Se cortan de las existencias actuales o de los muestrarios y sirven como referencia: la tirada de producción que usted reciba puede variar ligeramente de tono, y los rollos de distintos lotes de tinte pueden variar entre sí. Usted puede quedarse con las muestras, que no admiten devolución.`,
      ],
    },
    {
      id: "pricing",
      heading: "Precios y errores de precio",
      paragraphs: [
        "Los precios del sitio web están en dólares estadounidenses, son orientativos y pueden cambiar sin previo aviso cuando los fabricantes cambian los suyos. El precio de su pedido es el que figura en el presupuesto o la factura por escrito que confirmamos con usted.",
        "A pesar de nuestro cuidado, en ocasiones un precio puede mostrarse o cotizarse por error. Si eso ocurre, se lo informaremos antes de procesar el pedido, y usted podrá aceptar el precio correcto o cancelar sin cargo alguno. No estamos obligados a respetar un precio evidentemente erróneo.",
      ],
    },
    {
      id: "special-orders",
      heading: "Pedidos especiales",
      paragraphs: [
        `Muchos revestimientos de pared se piden especialmente al fabricante para usted. Los pedidos especiales llegan en su mayoría en un plazo de ${site.specialOrderLeadTime}; los pedidos pintados a mano, personalizados y grandes pueden tardar más, y los retrasos del fabricante están fuera de nuestro control. Le mantendremos informado de la fecha de envío prevista.`,
        "Los pedidos especiales son definitivos una vez que se han hecho al fabricante. A partir de ese momento no pueden cancelarse, devolverse ni cambiarse, salvo conforme a las condiciones sobre daños y defectos que se indican más abajo.",
      ],
    },
    {
      id: "cancellations",
      heading: "Cancelaciones",
      paragraphs: [
        "Usted puede cancelar un pedido dentro de las 24 horas siguientes a haberlo hecho y recibir un reembolso total. Hacemos los pedidos especiales al fabricante solo después de que haya transcurrido este plazo de cancelación, salvo que usted nos pida hacer el pedido antes.",
      ],
    },
    {
      id: "returns",
      heading: "Devoluciones",
      paragraphs: [
        "Los artículos en existencia pueden devolverse dentro de los 30 días siguientes a la entrega si los rollos no se han abierto y están en su empaque original. Los reembolsos se hacen a la forma de pago original una vez que hayamos recibido y revisado la devolución.",
        "No podemos aceptar devoluciones de rollos abiertos, cortados o instalados, de muestras ni de pedidos especiales.",
      ],
    },
    {
      id: "damage-and-defects",
      heading: "Daños y defectos",
      paragraphs: [
        "Por favor, revise cada entrega en cuanto llegue y reporte cualquier daño, defecto o artículo equivocado dentro de las 48 horas siguientes a la entrega, con fotografías cuando sea posible. Coordinaremos con usted un reemplazo o un crédito y, cuando sea necesario, con el fabricante.",
        "Antes de instalar, compruebe que todos los rollos sean del mismo lote de tinte y que el patrón y el color sean los esperados. Por lo general, los fabricantes no aceptan reclamaciones por material que ya se ha instalado, así que instale una tira y revísela antes de continuar.",
      ],
    },
    {
      id: "consultations",
      heading: "Consultas",
      paragraphs: [
        `La tarifa de la consulta de diseño a domicilio es de ${inHomeConsultation.price}. Las consultas en el showroom son gratuitas. Si necesita cambiar la fecha de su cita, avísenos con la mayor anticipación posible para que podamos ofrecer ese horario a otra persona.`,
      ],
    },
    {
      id: "installation",
      heading: "Instalación y garantía",
      paragraphs: [
        `Las instalaciones realizadas por nuestros propios equipos tienen una garantía ${site.installationWarranty} sobre la mano de obra a partir de la fecha de instalación. Si las uniones se abren, los bordes se levantan o aparecen burbujas por la forma en que se instaló el revestimiento de pared, regresaremos y lo corregiremos sin costo.`,
        "La garantía no cubre filtraciones de agua, movimientos estructurales, defectos de fabricación, daños posteriores a la instalación, habitaciones que permanecen sin aire acondicionado ni ventilación, ni paredes preparadas por terceros. Por favor, asegúrese de que el día de la instalación las habitaciones estén accesibles, despejadas de muebles pequeños y climatizadas.",
      ],
    },
    {
      id: "liability",
      heading: "Limitación de responsabilidad",
      paragraphs: [
        "En la medida en que la ley lo permita, nuestra responsabilidad por cualquier pedido o servicio se limita al monto que usted pagó por él. No somos responsables de pérdidas indirectas o consecuentes, como retrasos de otros gremios o el costo de un alojamiento temporal.",
      ],
    },
    {
      id: "content",
      heading: "Contenido del sitio web",
      paragraphs: [
        "Los textos, las fotografías y los diseños de este sitio web nos pertenecen a nosotros o a los fabricantes que los proporcionaron, y no pueden copiarse para uso comercial sin autorización. Los nombres de marcas y de productos pertenecen a sus respectivos propietarios.",
      ],
    },
    {
      id: "governing-law",
      heading: "Ley aplicable",
      paragraphs: [
        "Estos términos se rigen por las leyes del Estado de la Florida. Cualquier disputa será resuelta por los tribunales de la Florida, y siempre intentaremos primero resolver directamente con usted cualquier inquietud.",
      ],
    },
    {
      id: "contact",
      heading: "Contáctenos",
      paragraphs: ["Para preguntas sobre estos términos, un pedido o una instalación:"],
      list: contactLines,
    },
  ],
};
