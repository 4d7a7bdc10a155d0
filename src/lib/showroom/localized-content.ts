/**
 * The showroom pages' content in the visitor's language. Each Spanish module mirrors its English
 * original export for export, so a page asks here once and renders either language with the same
 * markup.
 */
import * as enAbout from "@/content/about";
import type { AboutContent, ShowroomStat } from "@/content/about";
import { roomTypes, type RoomType, type StyleSlug } from "@/content/catalog/taxonomy";
import * as enClients from "@/content/clients";
import type { Client } from "@/content/clients";
import * as esAbout from "@/content/es/about";
import { roomTypeText, styleText } from "@/content/es/catalog/taxonomy";
import * as esClients from "@/content/es/clients";
import * as esFaqs from "@/content/es/faqs";
import * as esGallery from "@/content/es/gallery";
import * as esHome from "@/content/es/home";
import * as esInstallation from "@/content/es/installation";
import * as esServices from "@/content/es/services";
import * as esTeam from "@/content/es/team";
import * as esTestimonials from "@/content/es/testimonials";
import * as enFaqs from "@/content/faqs";
import type { Faq } from "@/content/faqs";
import * as enGallery from "@/content/gallery";
import type { GalleryItem } from "@/content/gallery";
import * as enHome from "@/content/home";
import type { HomeContent } from "@/content/home";
import * as enInstallation from "@/content/installation";
import type { InstallationContent } from "@/content/installation";
import * as enServices from "@/content/services";
import type { DesignProcessStep, Service } from "@/content/services";
import * as enTeam from "@/content/team";
import type { TeamMember } from "@/content/team";
import * as enTestimonials from "@/content/testimonials";
import type { Testimonial } from "@/content/testimonials";
import type { Locale } from "@/i18n/routing";
import { styleTitle } from "@/lib/catalog/taxonomy-lookups";

export type ShowroomContent = {
  home: HomeContent;
  about: AboutContent;
  showroomStats: readonly ShowroomStat[];
  team: readonly TeamMember[];
  testimonials: readonly Testimonial[];
  homeTestimonials: readonly Testimonial[];
  clients: readonly Client[];
  services: readonly Service[];
  designProcess: readonly DesignProcessStep[];
  installation: InstallationContent;
  faqs: readonly Faq[];
  galleryItems: readonly GalleryItem[];
};

const english: ShowroomContent = {
  home: enHome.homeContent,
  about: enAbout.aboutContent,
  showroomStats: enAbout.showroomStats,
  team: enTeam.team,
  testimonials: enTestimonials.testimonials,
  homeTestimonials: enTestimonials.homeTestimonials,
  clients: enClients.clients,
  services: enServices.services,
  designProcess: enServices.designProcess,
  installation: enInstallation.installationContent,
  faqs: enFaqs.faqs,
  galleryItems: enGallery.galleryItems,
};

const spanish: ShowroomContent = {
  home: esHome.homeContent,
  about: esAbout.aboutContent,
  showroomStats: esAbout.showroomStats,
  team: esTeam.team,
  testimonials: esTestimonials.testimonials,
  homeTestimonials: esTestimonials.homeTestimonials,
  clients: esClients.clients,
  services: esServices.services,
  designProcess: esServices.designProcess,
  installation: esInstallation.installationContent,
  faqs: esFaqs.faqs,
  galleryItems: esGallery.galleryItems,
};

export function showroomContent(locale: Locale): ShowroomContent {
  return locale === "es" ? spanish : english;
}

/** The word under a client's name: English keeps the schema's value, Spanish has its own word. */
export function clientKindLabel(kind: Client["kind"], locale: Locale): string {
  return locale === "es" ? esClients.clientKindText[kind] : kind;
}

/** A room type's name, capitalised as a caption ("Dining room", "Comedor"). */
export function roomTypeTitle(slug: RoomType, locale: Locale): string {
  if (locale === "es") return roomTypeText[slug].title;
  return roomTypes.find((room) => room.slug === slug)?.title ?? slug;
}

/** A style's name as the catalog shows it ("Botanical & Floral", "Botánicos y florales"). */
export function styleName(slug: StyleSlug, locale: Locale): string {
  return locale === "es" ? styleText[slug].title : styleTitle(slug);
}
