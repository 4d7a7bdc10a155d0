/**
 * The Spanish site as a whole: every Spanish page answers in Spanish, names its English twin, and
 * shows none of the English interface's words. The English labels are taken from the English
 * messages themselves (every phrase the Spanish messages say differently), plus the labels a
 * visitor would notice first.
 */
import { flattenMessages, type MessageTree } from "../../src/messages/flatten-messages";
import { englishMessages, messagesByLocale } from "../../src/messages/messages";
import { allRoutes } from "../../src/lib/routes/route-manifest";

import { expect, test } from "./fixtures";

/** The literal phrases of a message, between its arguments and tags. */
function phrases(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?[A-Za-z0-9_]+>/)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3 && part.length >= 12);
}

const spanishByKey = new Map(flattenMessages(messagesByLocale.es as unknown as MessageTree));
const englishPhrases = new Set<string>([
  "Book Consultation",
  "Search wallpapers...",
  ...flattenMessages(englishMessages as unknown as MessageTree)
    .filter(([key, text]) => spanishByKey.get(key) !== text)
    .flatMap(([, text]) => phrases(text)),
]);

/** What a visitor reads or hears: text outside scripts, and the attributes read aloud. */
function readableText(html: string): string {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<template\b[\s\S]*?<\/template>/gi, " ");
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/gi)].map(
    (match) => match[1],
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return [title, body.replace(/<[^>]+>/g, " "), ...attributes]
    .join(" ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const spanishRoutes = allRoutes().filter((route) => route.locale === "es");

test("every page of the manifest exists in Spanish", () => {
  const english = allRoutes().filter((route) => route.locale === "en");
  expect(spanishRoutes.length).toBe(english.length);
  expect(spanishRoutes.map((route) => route.internalPath)).toEqual(
    english.map((route) => route.internalPath),
  );
});

test("Spanish pages are in Spanish, with no English interface text", async ({ request }) => {
  test.slow();
  const problems: string[] = [];
  for (const route of spanishRoutes) {
    const response = await request.get(route.path);
    if (response.status() !== 200) {
      problems.push(`${route.path}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (!/<html[^>]*\blang="es"/.test(html)) problems.push(`${route.path}: not lang="es"`);
    const text = readableText(html);
    for (const phrase of englishPhrases) {
      if (text.includes(phrase)) problems.push(`${route.path}: "${phrase}"`);
    }
  }
  expect(problems).toEqual([]);
});

test("both languages name each other, and each page its own address", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/contact", "/es/contacto", "/es/papel-tapiz/3007-venetian-court-damask"]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => m[0]);
    const hreflang = (lang: string) =>
      links.find(
        (link) => link.includes(`hrefLang="${lang}"`) || link.includes(`hreflang="${lang}"`),
      );
    expect(hreflang("en"), path).toBeDefined();
    expect(hreflang("es"), path).toBeDefined();
    expect(hreflang("x-default"), path).toBeDefined();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, path).toBe(`${baseURL}${path}`);
  }
});

test("the sitemap lists both languages with their alternates", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/es/contacto</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/contact</loc>`);
  expect(sitemap).toMatch(/hreflang="es"[^>]*href="[^"]*\/es\/contacto"/);
});

test("addresses lead to one page per language", async ({ request }) => {
  const english = await request.get("/en/contact", { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toMatch(/\/contact$/);
  const internal = await request.get("/es/contact", { maxRedirects: 0 });
  expect(internal.status()).toBe(308);
  expect(internal.headers().location).toMatch(/\/es\/contacto$/);
});
