import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { products } from "./src/content/catalog/products";
import { productRedirects } from "./src/lib/catalog/product-redirects";
import { guideSlugs } from "./src/content/guides/guide-slugs";
import { parseEnv } from "./src/lib/config/env-schema";
import { inSpanish, localeRedirects, localeRewrites } from "./src/lib/i18n/locale-rewrites";
import { actionBodySizeLimit } from "./src/lib/http/body-limit";
import { staticPolicySource } from "./src/lib/security/pre-rendered-pages";
import {
  hashedAssetHeaders,
  securityHeaders,
  withoutHashedAssets,
} from "./src/lib/security/security-headers";
import {
  capitalisedGuideRedirects,
  unknownAddressRewrites,
} from "./src/lib/security/unknown-addresses";

// Validate configuration before anything is built or served: a bad variable stops here.
const env = parseEnv(process.env);

const nextConfig: NextConfig = {
  // The test run builds into its own folder (with its own SITE_URL) so it never replaces the
  // build that `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // The container image (deploy/Dockerfile) builds with NEXT_OUTPUT=standalone: a self-contained
  // server.js with only the files it needs, no npm at run time. Off by default so that
  // `npm start` (next start) keeps working without the warning standalone output gives it.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Read from disk at run time, so not found by the file tracer: the migrations applied at
  // start-up (and read by /api/health) and PGlite's WebAssembly and data files.
  outputFileTracingIncludes: {
    "/*": [
      "./drizzle/**/*",
      "./node_modules/@electric-sql/pglite/dist/*.{wasm,data}",
      "./node_modules/@electric-sql/pglite/dist/*.js",
    ],
  },
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "nodemailer"],
  experimental: {
    // Not inlineCss: Next.js then repeats the whole stylesheet in every page's RSC payload (the
    // HTML carried it three times, ~200 kB), which cost more in download and parsing than the one
    // cached, render-blocking request it saves.
    inlineCss: false,
    // Room for the largest form twice over (2 × MAX_BODY_BYTES) and the picture a consultation
    // request may carry from the wall visualiser (8 MB): an oversized form or picture gets the
    // action's own clear message rather than a framework error. The post screen holds text to
    // 2 × MAX_BODY_BYTES and lets only one file go beyond it (src/lib/http/body-limit.ts).
    serverActions: { bodySizeLimit: actionBodySizeLimit },
    // Redirects and header rules match paths exactly as typed (rewrites still ignore case): the
    // product and guide redirects rely on it to move an address typed with capitals.
    caseSensitiveRoutes: true,
    // Each language's pages, and the inbox, have a root layout of their own, so the 404 for an
    // address no route answers is a document of its own (src/app/global-not-found.tsx).
    globalNotFound: true,
  },
  images: {
    // Every picture is pre-generated as AVIF/WebP at fixed widths (scripts/artwork); the runtime
    // optimiser is not used.
    unoptimized: true,
  },
  async rewrites() {
    return {
      beforeFiles: [
        ...unknownAddressRewrites(
          guideSlugs,
          products.map((product) => product.id),
        ),
        ...localeRewrites(),
      ],
    };
  },
  async redirects() {
    return [
      // The brand showcase of the old site linked styles as /style/<slug>; the pages live at
      // /styles/<slug>, and a permanent redirect keeps those links and their search value.
      { source: "/style/:slug", destination: "/styles/:slug", permanent: true },
      ...productRedirects(products),
      ...capitalisedGuideRedirects(guideSlugs),
      ...productRedirects(products).map(inSpanish),
      ...capitalisedGuideRedirects(guideSlugs).map(inSpanish),
      ...localeRedirects(),
    ];
  },
  async headers() {
    const isDev = process.env.NODE_ENV === "development";
    const headers = securityHeaders({
      isDev,
      isProduction: process.env.NODE_ENV === "production",
      siteUrl: env.SITE_URL,
    });
    return [
      {
        source: withoutHashedAssets(),
        headers: headers.filter((header) => header.key !== "Content-Security-Policy"),
      },
      { source: "/_next/static/:path*", headers: hashedAssetHeaders },
      // The static policy, which allows no inline script, for every path but those with a policy
      // of their own: the owner's inbox (a nonce, from src/proxy.ts) and the pre-rendered pages
      // (their scripts' hashes, added after the build). Two policies would both apply. Pages
      // rendered per request get a nonce policy from src/proxy.ts, which replaces this one.
      // In development nothing is pre-rendered, so only the inbox is left out.
      {
        source: isDev ? "/:path((?!admin(?:/|$)).*)" : staticPolicySource(),
        headers: headers.filter((header) => header.key === "Content-Security-Policy"),
      },
      {
        source: "/images/generated/:path*",
        headers: [
          ...hashedAssetHeaders,
          { key: "Cache-Control", value: "public, max-age=31536000, immutable" },
        ],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

export default withNextIntl(nextConfig);
