/**
 * Navigation as data: the header, the drawer and the footer read these lists, so each order is
 * stated once.
 */

export type NavLink = { href: string; label: string };

/** Desktop header, in the order of docs/product.md, 2.1 Page furniture on every route. */
export const primaryNav: readonly NavLink[] = [
  { href: "/wallpaper-brands", label: "Wallpaper Brands" },
  { href: "/about", label: "About" },
  { href: "/services", label: "Services" },
  { href: "/installation", label: "Installation" },
  { href: "/how-to-wallpaper", label: "How To" },
  { href: "/contact", label: "Contact" },
];

/** Top of the mobile drawer. */
export const drawerNav: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/wallpaper-brands", label: "Wallpaper Brands" },
  { href: "/installation", label: "Installation" },
];

/** The drawer's Resources group before its guide links. */
export const drawerResources: readonly NavLink[] = [
  { href: "/testimonials", label: "Testimonials" },
  { href: "/faqs", label: "FAQs" },
];

/** The drawer shows only the first five entries of the site-wide guide list. */
export const drawerGuideLinks: readonly NavLink[] = [
  { href: "/how-to/choose-wallpaper-color", label: "Choosing a wallpaper color" },
  { href: "/how-to/choose-a-wallpaper-pattern", label: "Choosing a wallpaper pattern" },
  { href: "/how-to/what-can-i-do-with-a-border", label: "What can I do with a border?" },
  { href: "/wallpaper-calculator", label: "How many rolls do I need?" },
  { href: "/how-to/choose-the-right-type-of-wallpaper", label: "Choosing the right type" },
];

export const footerQuickLinks: readonly NavLink[] = [
  { href: "/about", label: "About" },
  { href: "/wallpaper-brands", label: "Wallpaper Brands" },
  { href: "/services", label: "Services" },
  { href: "/contact", label: "Contact" },
];

export const legalLinks: readonly NavLink[] = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms & Conditions" },
];

export const bookConsultation: NavLink = { href: "/contact", label: "Book Consultation" };

/**
 * The whole navigation, shown in the footer. Without JavaScript the header's menu control links
 * here, so every destination of the drawer and the desktop header is in this list.
 */
export const siteMap: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/wallpaper-brands", label: "Wallpaper Brands" },
  { href: "/collections", label: "Collections" },
  { href: "/catalog", label: "Catalog" },
  { href: "/styles", label: "Wallpaper Styles" },
  { href: "/services", label: "Services" },
  { href: "/installation", label: "Installation" },
  { href: "/consultation", label: "Consultation" },
  { href: "/how-to-wallpaper", label: "How To" },
  { href: "/wallpaper-calculator", label: "Roll Calculator" },
  { href: "/testimonials", label: "Testimonials" },
  { href: "/faqs", label: "FAQs" },
  { href: "/contact", label: "Contact" },
];
