/**
 * The drawn showroom pictures with their alt texts in the visitor's language. The slots are the
 * English module's, so both languages always describe the same picture.
 */
import { site } from "@/content/es/site";
import type { Locale } from "@/i18n/routing";
import { showroomImages } from "@/lib/images/showroom-images";

type ShowroomImageKey = keyof typeof showroomImages;

export type ShowroomImage = { slot: string; alt: string };

export type ShowroomImages = Readonly<Record<ShowroomImageKey, ShowroomImage>>;

const spanishAlts: Readonly<Record<ShowroomImageKey, string>> = {
  hero: "Seis paneles de papel tapiz de largo completo colgados de una barra de latón en el showroom, desde una chinoiserie de pájaros y flores y un grasscloth natural hasta un damasco oscuro, una toile roja, florales rosados y un enrejado verde, detrás de una larga mesa de muestras de roble y estanterías de muestrarios.",
  about:
    "La mesa de consultas de roble del showroom, con una bandeja de muestras abierta y una pila de muestrarios, frente a cuatro paneles colgados: una chinoiserie de pájaros azules, peonías rosadas, grasscloth y un enrejado verde.",
  books:
    "Estanterías de muestrarios de papel tapiz en la biblioteca del showroom, con lomos en verde azulado, azul, rosa, ocre y crema.",
  panels:
    "Tres paneles de papel tapiz colgados uno junto a otro de una barra de latón: un damasco verde salvia sobre carbón, una chinoiserie de pájaros azules sobre aguamarina pálido y grandes hojas de plátano verdes.",
  map: `Mapa dibujado de las calles de ${site.address.city} con un marcador rojo en ${site.address.street.replace(/^\d+\s+/, "")}, cerca de ${site.address.neighbourhood}.`,
};

const spanishImages = Object.fromEntries(
  (Object.keys(showroomImages) as ShowroomImageKey[]).map((key) => [
    key,
    { slot: showroomImages[key].slot, alt: spanishAlts[key] },
  ]),
) as Record<ShowroomImageKey, ShowroomImage>;

export function localizedShowroomImages(locale: Locale): ShowroomImages {
  return locale === "es" ? spanishImages : showroomImages;
}
