/**
 * Client JavaScript budgets per route, kB gzipped as Lighthouse counts them (transferred, about
 * 1 kB of headers per file included) on the production build; the Lighthouse gate fails a route
 * above its budget. Next.js 16 with React 19 is about 132 kB of every figure. Measured
 * 2026-11-26: a content page 159.4-163.1 kB, a product page 161.7, a listing 166.3, the gallery
 * 167.2, the pages with a form 165.4-168.8, the wall visualiser 177.2. Each budget sits 3-5 kB
 * above its pages, less than what slipped in before: tailwind-merge on a first load (9 kB) or
 * the scripts of the pages a link leads to, fetched while the link is on screen (6-12 kB).
 */

/** Pages with no client component of their own beyond the shell's (product pages included). */
export const defaultJsBudgetKb = 168;

/** The catalog's listings and /samples: filter sheet, search field, "Load more". */
export const listingJsBudgetKb = 170;

/** The wallpaper gallery: its search, its growing grid and the preview's launcher. */
export const galleryJsBudgetKb = 171;

/** Contact, consultation, checkout and the calculator: fields that validate as they are typed. */
export const formJsBudgetKb = 172;

/** "See it on your wall": the visualiser's tool. */
export const visualiserJsBudgetKb = 182;
