import { h2, links, p } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";
import { glossaryTerms } from "../glossary-terms";

/** Each term is an h2 with the term's id, so the table of contents doubles as the term index. */
export const glossaryGuide = defineGuide({
  slug: "glossary",
  title: "Glosario de papel tapiz",
  metaTitle: "Glosario de papel tapiz: booking, rollos, repetición y más",
  description:
    "Definiciones sencillas de los términos de papel tapiz de las etiquetas y las instrucciones, del plegado y reposo y los rollos a la plomada y el sellado.",
  summary:
    "Plegado y reposo, rollo doble, guardasilla, lote de tinte, repetición del patrón, línea de plomada, preencolado y sellado, explicados.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "office",
      style: "stripes",
      motif: "pinstripe",
      material: "paper",
      palette: { ground: "#f1ede4", inks: ["#2b2a28"] },
    },
    alt: "Ilustración de una oficina en casa revestida con una raya diplomática fina en gris carbón sobre un fondo marfil cálido.",
  },
  body: [
    p(
      "Las etiquetas del papel tapiz y las instrucciones de instalación usan un puñado de términos del oficio que casi nunca se explican. Aquí los tiene, en palabras sencillas.",
    ),
    p(
      "Cada término remite a las guías donde más importa. Si una palabra de una etiqueta no aparece aquí, pregúntenos; siempre nos alegra explicarla.",
    ),
    ...glossaryTerms.flatMap((entry) => [h2(entry.term, entry.id), p(entry.definition)]),
    p(
      "¿Listo para poner en práctica este vocabulario? Calcule sus rollos con la [calculadora de papel tapiz](/wallpaper-calculator), siga nuestra guía para [instalar papel tapiz](/how-to/hang-wallpaper), explore el [catálogo](/catalog) o agende una [consulta de diseño](/consultation).",
    ),
    links(
      ["Cómo instalar papel tapiz", "/how-to/hang-wallpaper"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
