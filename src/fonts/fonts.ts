import localFont from "next/font/local";

/**
 * Self-hosted fonts (from @fontsource-variable, OFL-1.1), cut to the characters the site writes
 * and the weights it uses by `npm run fonts` (scripts/fonts): 35-60 % smaller than the full
 * Latin files. next/font/local generates metric-matched fallbacks, so text does not move when
 * the web font arrives.
 */

/** Headings and display text, all in medium 500: one static weight, preloaded. */
export const displayFont = localFont({
  src: "./cormorant-garamond-latin-500-normal.woff2",
  weight: "500",
  style: "normal",
  variable: "--font-cormorant",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
});

/** Quotes only: not preloaded, so pages without a quote do not pay for it. */
export const displayItalicFont = localFont({
  src: "./cormorant-garamond-latin-wght-italic.woff2",
  weight: "300 600",
  style: "italic",
  variable: "--font-cormorant-italic",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
  preload: false,
});

export const textFont = localFont({
  src: "./manrope-latin-wght-normal.woff2",
  weight: "400 600",
  style: "normal",
  variable: "--font-manrope",
  display: "swap",
  fallback: ["system-ui", "Helvetica Neue", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});
