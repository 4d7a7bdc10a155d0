/**
 * Client JavaScript budgets per route, kB gzipped as Lighthouse counts them (transferred, each
 * file's response headers included, about 0.45 kB) on the production build; the Lighthouse gate
 * fails a route above its budget. Next.js 16 with React 19 is about 132 kB of every figure.
 * Measured 2026-11-26, after the error screens moved to first use and the hashed files lost the
 * document headers: a content page 152.2-155.2 kB, a product page 153.9, a listing 157.8, the
 * gallery 159.3, the pages with a form 157.5-160.9, the wall visualiser 164.7 (its papering engine
 * loads with the first room or photo). Each budget sits
 * 3-5 kB above its pages, less than what slipped in before: tailwind-merge on a first load (9 kB),
 * the scripts of the pages a link leads to, fetched while the link is on screen (6-12 kB), or the
 * document headers back on every file (about 7 kB).
 */

/** Pages with no client component of their own beyond the shell's (product pages included). */
export const defaultJsBudgetKb = 159;

/** The catalog's listings and /samples: filter sheet, search field, "Load more". */
export const listingJsBudgetKb = 162;

/** The wallpaper gallery: its search, its growing grid and the preview's launcher. */
export const galleryJsBudgetKb = 163;

/** Contact, consultation, checkout and the calculator: fields that validate as they are typed. */
export const formJsBudgetKb = 165;

/** "See it on your wall": the visualiser's tool. */
export const visualiserJsBudgetKb = 168;
