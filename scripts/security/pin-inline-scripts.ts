/**
 * After `next build` (the `postbuild` npm script): gives every pre-rendered page a
 * Content-Security-Policy that allows exactly the inline scripts in its own HTML.
 *
 * Next.js writes each pre-rendered page as `<distDir>/server/app/<path>.html` beside a `.meta`
 * file whose `headers` `next start` sends with that HTML. This adds `content-security-policy`
 * there: the site's static policy (as next.config built it, from the routes manifest) with the
 * SHA-256 of each inline script added to script-src. The standalone server's copy of the pages
 * (NEXT_OUTPUT=standalone) gets the same.
 *
 * It fails the build when the pages that next.config and src/proxy.ts treat as pre-rendered are
 * not exactly the pages the build pre-rendered: such a page would get two policies (and no
 * working scripts), or none at all, or it would pass through the proxy for nothing.
 *
 *   npm run build                                           # runs this afterwards
 *   NEXT_DIST_DIR=.next-test npm exec -- tsx scripts/security/pin-inline-scripts.ts
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { internalPath } from "@/lib/i18n/localize-path";
import { localizeTwinPath, shownPagePath } from "@/lib/routing/twin-addresses";
import { twinRoute } from "@/lib/routing/twin-route";
import { twinRoutedPages } from "@/lib/routing/twin-routed-pages";
import { inlineScriptHashes } from "@/lib/security/inline-scripts";
import { preRenderedPagePaths } from "@/lib/security/pre-rendered-pages";
import { withScriptHashes } from "@/lib/security/security-headers";

type PageMeta = {
  status?: number;
  headers?: Record<string, string | string[] | number | undefined>;
  routeCache?: { key?: string };
  [key: string]: unknown;
};

type HeaderRule = {
  source: string;
  regex: string;
  headers: { key: string; value: string }[];
};

type ProxyMatcher = {
  regexp: string;
  originalSource?: string;
  has?: unknown[];
  missing?: unknown[];
};

const policyHeader = "content-security-policy";

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** The rule that gives responses the static policy, as next.config declared it. */
export function staticPolicyRule(rules: HeaderRule[]): HeaderRule {
  const matching = rules.filter((rule) =>
    rule.headers.some((header) => header.key.toLowerCase() === policyHeader),
  );
  if (matching.length !== 1) {
    throw new Error(
      `Expected one header rule with a Content-Security-Policy in the routes manifest, found ${matching.length}.`,
    );
  }
  return matching[0]!;
}

/** A page's `.meta` with its own policy: the static one plus its inline scripts' hashes. */
export function pinnedMeta(meta: PageMeta, html: string, staticPolicy: string): PageMeta {
  const headers = { ...meta.headers };
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === policyHeader) delete headers[key];
  }
  headers[policyHeader] = withScriptHashes(staticPolicy, inlineScriptHashes(html));
  return { ...meta, headers };
}

/**
 * The address visitors use for a page the build wrote under its `[locale]` segment: "/en/about"
 * is served at "/about", "/es/about" at "/es/nosotros". Next.js's own pages have no language.
 */
export function addressOf(builtPath: string): string {
  if (builtPath === "/en") return "/";
  if (builtPath.startsWith("/en/")) return builtPath.slice(3);
  if (builtPath === "/es" || builtPath.startsWith("/es/")) {
    return localizeTwinPath(internalPath(builtPath).path, "es");
  }
  return builtPath;
}

/** The file a pre-rendered page's HTML is written to, without its extension. */
function pageFile(appDir: string, path: string): string {
  return join(appDir, path === "/" ? "index" : path.slice(1));
}

/**
 * Differences between what the site's configuration assumes and what the build produced, each a
 * sentence for the build log; none when they agree.
 */
export function mismatches(options: {
  built: string[];
  expected: string[];
  staticPolicyRegex: RegExp;
  proxyMatchers: ProxyMatcher[];
}): string[] {
  const problems: string[] = [];
  const built = new Set(options.built);
  const expected = new Set(options.expected);
  const unexpected = options.built.filter((path) => !expected.has(path));
  const missing = options.expected.filter((path) => !built.has(path));
  if (unexpected.length > 0) {
    problems.push(
      `Pre-rendered, but not listed in src/lib/security/pre-rendered-pages.ts (it would get two ` +
        `policies and no working script): ${unexpected.join(", ")}`,
    );
  }
  if (missing.length > 0) {
    problems.push(
      `Listed in src/lib/security/pre-rendered-pages.ts, but not pre-rendered (it would get no ` +
        `policy at all): ${missing.join(", ")}`,
    );
  }
  const doubled = options.built.filter((path) => options.staticPolicyRegex.test(path));
  if (doubled.length > 0) {
    problems.push(
      `The static policy rule in next.config still applies to these pre-rendered pages: ${doubled.join(", ")}`,
    );
  }
  // A form posted without JavaScript reaches the proxy on purpose (the `has` rule); a plain visit
  // must not, except to the pages with a per-request twin, whose built version the proxy
  // deliberately passes on (docs/decisions/008-pre-rendered-style-pages.md).
  const visitMatchers = options.proxyMatchers.filter((matcher) => !matcher.has?.length);
  const proxied = options.built.filter(
    (path) =>
      !hasTwin(path) && visitMatchers.some((matcher) => new RegExp(matcher.regexp).test(path)),
  );
  if (proxied.length > 0) {
    problems.push(
      `src/proxy.ts runs for these pre-rendered pages (add them to its matcher's exclusions): ` +
        proxied.join(", "),
    );
  }
  return problems;
}

/**
 * Whether a pre-rendered page is one the proxy chooses between it and its per-request twin, or
 * a built variant of such a page (reached only by the proxy's rewrite).
 */
function hasTwin(address: string): boolean {
  const request = {
    pathname: shownPagePath(address),
    searchParams: new URLSearchParams(),
    hasCookie: () => false,
  };
  return twinRoute(request, twinRoutedPages)?.kind === "pre-rendered";
}

/**
 * The folders holding the pre-rendered pages: the build's, and the standalone server's own copy
 * (NEXT_OUTPUT=standalone), where Next.js put it: under the build folder's path relative to the
 * tracing root.
 */
export function preRenderedAppDirs(distDir: string): string[] {
  const appDir = join(distDir, "server", "app");
  const required = readJson<{ config?: { outputFileTracingRoot?: string } }>(
    join(distDir, "required-server-files.json"),
  );
  const tracingRoot = required.config?.outputFileTracingRoot ?? process.cwd();
  const standaloneAppDir = join(
    distDir,
    "standalone",
    relative(tracingRoot, resolve(distDir)),
    "server",
    "app",
  );
  return [appDir, ...(existsSync(standaloneAppDir) ? [standaloneAppDir] : [])];
}

export function pinInlineScripts(distDir: string): { pages: number; hashes: number } {
  const appDir = join(distDir, "server", "app");
  const prerender = readJson<{ routes: Record<string, unknown> }>(
    join(distDir, "prerender-manifest.json"),
  );
  const pages = Object.keys(prerender.routes).filter((path) =>
    existsSync(`${pageFile(appDir, path)}.html`),
  );

  const routes = readJson<{ headers: HeaderRule[] }>(join(distDir, "routes-manifest.json"));
  const rule = staticPolicyRule(routes.headers);
  const staticPolicy = rule.headers.find((h) => h.key.toLowerCase() === policyHeader)!.value;

  const functionsFile = join(distDir, "server", "functions-config-manifest.json");
  const functions = existsSync(functionsFile)
    ? readJson<{ functions?: Record<string, { matchers?: ProxyMatcher[] }> }>(functionsFile)
    : {};
  const proxyMatchers = functions.functions?.["/_middleware"]?.matchers;
  if (!proxyMatchers) {
    throw new Error(`No proxy matchers in ${functionsFile}: has Next.js moved them?`);
  }

  const problems = mismatches({
    built: pages.map(addressOf),
    expected: preRenderedPagePaths(),
    // Next.js matches header rules regardless of case.
    staticPolicyRegex: new RegExp(rule.regex, "i"),
    proxyMatchers,
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));

  const appDirs = preRenderedAppDirs(distDir);

  const distinct = new Set<string>();
  for (const path of pages) {
    const html = readFileSync(`${pageFile(appDir, path)}.html`, "utf8");
    for (const dir of appDirs) {
      const metaFile = `${pageFile(dir, path)}.meta`;
      const pinned = pinnedMeta(readJson<PageMeta>(metaFile), html, staticPolicy);
      writeFileSync(metaFile, JSON.stringify(pinned));
      // A server that already ran from this folder keeps its own copy of each page it served
      // (under server/route-cache); that copy predates the policy, so it goes.
      const cached = pinned.routeCache?.key;
      if (cached) {
        for (const suffix of [".html", ".meta", ".rsc", ".segments"]) {
          rmSync(join(dir, "..", `${cached}${suffix}`), { recursive: true, force: true });
        }
      }
      for (const hash of String(pinned.headers?.[policyHeader]).match(/'sha256-[^']+'/g) ?? []) {
        distinct.add(hash);
      }
    }
  }
  return { pages: pages.length, hashes: distinct.size };
}

function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const { pages, hashes } = pinInlineScripts(distDir);
  console.log(
    `> Content-Security-Policy: ${pages} pre-rendered pages in ${distDir} pinned to their ` +
      `inline scripts (${hashes} distinct hashes).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
