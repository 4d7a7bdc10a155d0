/**
 * The words of the design-system page in both languages. Kept here rather than in the shared
 * messages: the page is for review only, and the shared messages travel with every page.
 */
import type { Locale } from "@/i18n/routing";

export type DemoCopy = {
  openDialog: string;
  dialogTitle: string;
  dialogText: string;
  openSheet: string;
  sheetTitle: string;
  sheetText: string;
  openDrawer: string;
  drawerTitle: string;
  drawerText: string;
  showToast: string;
  toastTitle: string;
  toastText: string;
  showErrorToast: string;
  errorToastTitle: string;
  errorToastText: string;
};

export type DesignSystemCopy = {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  type: { eyebrow: string; title: string; lead: string; body: string; eyebrowSample: string };
  color: { eyebrow: string; title: string; swatches: readonly [string, string][] };
  actions: {
    eyebrow: string;
    title: string;
    primary: string;
    outline: string;
    quiet: string;
    disabled: string;
    large: string;
    small: string;
    linkButton: string;
    sending: string;
    badges: { inStock: string; sampleAvailable: string; new: string; specialOrder: string };
  };
  forms: {
    eyebrow: string;
    title: string;
    name: string;
    email: string;
    emailError: string;
    time: string;
    timeHint: string;
    anyTime: string;
    tenAm: string;
    message: string;
    messagePlaceholder: string;
    disabledField: string;
    notEditable: string;
    options: string;
    humid: string;
    commercial: string;
  };
  containers: {
    eyebrow: string;
    title: string;
    cardTitle: string;
    cardText: string;
    crumbs: { home: string; catalog: string; current: string };
    faq: readonly { question: string; answer: string }[];
  };
  overlays: { eyebrow: string; title: string; demos: DemoCopy };
  dark: { eyebrow: string; title: string; inverse: string; inverseOutline: string };
};

const swatchClasses = [
  "bg-background border border-border",
  "bg-surface border border-border",
  "bg-muted",
  "bg-foreground",
  "bg-muted-foreground",
  "bg-border",
  "bg-primary",
  "bg-accent",
  "bg-destructive",
] as const;

function swatches(names: readonly string[]): [string, string][] {
  return names.map((name, index) => [name, swatchClasses[index] ?? ""]);
}

const english: DesignSystemCopy = {
  meta: {
    title: "Design System",
    description:
      "The type, color and interface primitives of the showroom site, gathered on one page for review. Not for visitors.",
  },
  eyebrow: "For review",
  title: "Design system",
  lead: "Cormorant Garamond for display, Manrope for text and interface; warm ivory grounds, deep charcoal text, hairlines in warm grey and one accent, a deep teal.",
  type: {
    eyebrow: "Type",
    title: "A modular scale of 1.25",
    lead: "Lead text at 20 px. Grasscloth is woven by hand from natural grasses, so each panel differs a little in color and texture.",
    body: "Body text at 17 px, set to a measure of about 65 characters so it reads comfortably on every screen.",
    eyebrowSample: "Eyebrow label in spaced capitals",
  },
  color: {
    eyebrow: "Color",
    title: "Palette",
    swatches: swatches([
      "Ivory (ground)",
      "Paper (surface)",
      "Linen (muted)",
      "Ink (text)",
      "Ink muted",
      "Hairline",
      "Teal (accent)",
      "Brass (ornament)",
      "Oxblood (errors)",
    ]),
  },
  actions: {
    eyebrow: "Actions",
    title: "Buttons and links",
    primary: "Primary",
    outline: "Outline",
    quiet: "Quiet",
    disabled: "Disabled",
    large: "Large",
    small: "Small",
    linkButton: "Link button",
    sending: "Sending...",
    badges: {
      inStock: "In stock",
      sampleAvailable: "Sample available",
      new: "New",
      specialOrder: "Special order",
    },
  },
  forms: {
    eyebrow: "Forms",
    title: "Fields",
    name: "Name",
    email: "Email",
    emailError: "Please enter a valid e-mail address.",
    time: "Preferred time",
    timeHint: "We confirm every appointment by phone.",
    anyTime: "Any time",
    tenAm: "10:00 AM",
    message: "Message",
    messagePlaceholder: "Tell us about your room",
    disabledField: "Disabled field",
    notEditable: "Not editable",
    options: "Options",
    humid: "Suits humid rooms",
    commercial: "Commercial grade",
  },
  containers: {
    eyebrow: "Containers",
    title: "Cards, breadcrumbs, accordion",
    cardTitle: "Showroom consultation",
    cardText: "Complimentary, 30–60 minutes, with thousands of samples to hand.",
    crumbs: { home: "Home", catalog: "Catalog", current: "Damask Wallpaper" },
    faq: [
      {
        question: "How long do special orders take?",
        answer: "Most special orders arrive within one to four weeks.",
      },
      { question: "Do you install?", answer: "Yes, with our own crews." },
    ],
  },
  overlays: {
    eyebrow: "Overlays",
    title: "Dialog, sheet, drawer, toast",
    demos: {
      openDialog: "Open dialog",
      dialogTitle: "A dialog",
      dialogText:
        "Focus stays inside until it closes; Escape closes it and focus returns to the button.",
      openSheet: "Open sheet",
      sheetTitle: "A side sheet",
      sheetText: "Used for filters on small screens.",
      openDrawer: "Open drawer",
      drawerTitle: "A bottom drawer",
      drawerText: "The mobile menu uses this drawer.",
      showToast: "Show a toast",
      toastTitle: "Message Sent!",
      toastText: "Thank you for contacting us. We'll get back to you within 24 hours.",
      showErrorToast: "Show an error toast",
      errorToastTitle: "Error",
      errorToastText: "Failed to send message. Please try again.",
    },
  },
  dark: {
    eyebrow: "Dark ground",
    title: "Focus stays visible on every ground",
    inverse: "Inverse",
    inverseOutline: "Inverse outline",
  },
};

const spanish: DesignSystemCopy = {
  meta: {
    title: "Sistema de diseño",
    description:
      "La tipografía, los colores y los componentes de interfaz del sitio del showroom, reunidos en una página para su revisión. No es para visitantes.",
  },
  eyebrow: "Para revisión",
  title: "Sistema de diseño",
  lead: "Cormorant Garamond para los títulos, Manrope para el texto y la interfaz; fondos marfil cálidos, texto carbón profundo, líneas finas en gris cálido y un solo color de acento, un verde azulado profundo.",
  type: {
    eyebrow: "Tipografía",
    title: "Una escala modular de 1.25",
    lead: "Texto de entrada a 20 px. El grasscloth (fibras naturales tejidas) se teje a mano con fibras naturales, así que cada panel varía un poco en color y textura.",
    body: "Texto principal a 17 px, con una medida de unos 65 caracteres para que se lea con comodidad en cualquier pantalla.",
    eyebrowSample: "Etiqueta superior en mayúsculas espaciadas",
  },
  color: {
    eyebrow: "Color",
    title: "Paleta",
    swatches: swatches([
      "Marfil (fondo)",
      "Papel (superficie)",
      "Lino (atenuado)",
      "Tinta (texto)",
      "Tinta atenuada",
      "Línea fina",
      "Verde azulado (acento)",
      "Latón (ornamento)",
      "Rojo vino (errores)",
    ]),
  },
  actions: {
    eyebrow: "Acciones",
    title: "Botones y enlaces",
    primary: "Principal",
    outline: "Contorno",
    quiet: "Discreto",
    disabled: "Desactivado",
    large: "Grande",
    small: "Pequeño",
    linkButton: "Enlace como botón",
    sending: "Enviando...",
    badges: {
      inStock: "En existencia",
      sampleAvailable: "Muestra disponible",
      new: "Nuevo",
      specialOrder: "Pedido especial",
    },
  },
  forms: {
    eyebrow: "Formularios",
    title: "Campos",
    name: "Nombre",
    email: "Correo electrónico",
    emailError: "Ingrese una dirección de correo electrónico válida.",
    time: "Horario de preferencia",
    timeHint: "Confirmamos cada cita por teléfono.",
    anyTime: "Cualquier hora",
    tenAm: "10:00 a. m.",
    message: "Mensaje",
    messagePlaceholder: "Cuéntenos sobre su habitación",
    disabledField: "Campo desactivado",
    notEditable: "No editable",
    options: "Opciones",
    humid: "Apto para habitaciones húmedas",
    commercial: "Grado comercial",
  },
  containers: {
    eyebrow: "Contenedores",
    title: "Tarjetas, ruta de navegación, acordeón",
    cardTitle: "Consulta en el showroom",
    cardText: "Sin costo, de 30 a 60 minutos, con miles de muestras a la mano.",
    crumbs: { home: "Inicio", catalog: "Catálogo", current: "Papel tapiz damasco" },
    faq: [
      {
        question: "¿Cuánto tardan los pedidos especiales?",
        answer: "La mayoría de los pedidos especiales llegan en un plazo de una a cuatro semanas.",
      },
      { question: "¿Ustedes instalan?", answer: "Sí, con nuestros propios equipos." },
    ],
  },
  overlays: {
    eyebrow: "Superposiciones",
    title: "Diálogo, panel lateral, panel inferior, notificación",
    demos: {
      openDialog: "Abrir diálogo",
      dialogTitle: "Un diálogo",
      dialogText:
        "El foco permanece dentro hasta que se cierra; Escape lo cierra y el foco vuelve al botón.",
      openSheet: "Abrir panel lateral",
      sheetTitle: "Un panel lateral",
      sheetText: "Se usa para los filtros en pantallas pequeñas.",
      openDrawer: "Abrir panel inferior",
      drawerTitle: "Un panel inferior",
      drawerText: "El menú móvil usa este panel.",
      showToast: "Mostrar una notificación",
      toastTitle: "¡Mensaje enviado!",
      toastText: "Gracias por contactarnos. Le responderemos en menos de 24 horas.",
      showErrorToast: "Mostrar una notificación de error",
      errorToastTitle: "Error",
      errorToastText: "No se pudo enviar el mensaje. Vuelva a intentarlo.",
    },
  },
  dark: {
    eyebrow: "Fondo oscuro",
    title: "El foco se ve en todos los fondos",
    inverse: "Invertido",
    inverseOutline: "Contorno invertido",
  },
};

export function designSystemCopy(locale: Locale): DesignSystemCopy {
  return locale === "es" ? spanish : english;
}
