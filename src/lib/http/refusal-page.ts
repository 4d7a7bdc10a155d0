import { site } from "@/content/site";

import { type Refusal } from "./post-screen";

/**
 * What a visitor reads when a post is refused before it reaches a page: a small page that needs
 * nothing else from the server (no stylesheet, no script, no font), for a form posted without
 * JavaScript, or one sentence for the site's scripts, which show it or their own failure message.
 */

type Wording = { title: string; text: string };

const wording: Record<Refusal["status"], Wording> = {
  413: {
    title: "That request was too large",
    text: "What you sent is more than our forms accept, so nothing was sent. Please shorten your message and try again.",
  },
  400: {
    title: "That request could not be read",
    text: "It arrived incomplete or damaged, so nothing was sent. Please go back, reload the page and send it again.",
  },
  415: {
    title: "That request could not be read",
    text: "Our forms only take what the page itself sends, so nothing was sent. Please use the form on the page.",
  },
  403: {
    title: "That form came from another site",
    text: "For your safety we only take forms sent from our own pages, so nothing was sent. Please use the form on our site.",
  },
};

/** The sentence for the site's scripts: plain ASCII, short enough for a toast. */
export function refusalText(refusal: Pick<Refusal, "status">): string {
  const { title, text } = wording[refusal.status];
  return `${title}. ${text}`;
}

const pageNames: [prefix: string, name: string][] = [
  ["/contact", "the contact form"],
  ["/consultation", "the consultation form"],
  ["/checkout", "your sample request"],
  ["/samples", "your samples"],
  ["/admin", "the inbox"],
];

/**
 * Where "go back" leads: the page the form was posted to, when it is a plain path of this site.
 * Anything odd (a query, encoded characters, a protocol-relative `//host`) falls back to the home
 * page, so the link can never lead elsewhere or carry what the request carried.
 */
export function backLink(url: string | undefined): { href: string; label: string } {
  const path = (url ?? "/").split(/[?#]/)[0] ?? "/";
  if (!/^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?\/?$/.test(path) || path === "/") {
    return { href: "/", label: "Return to Home" };
  }
  const known = pageNames.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return { href: path, label: `Back to ${known?.[1] ?? "the page"}` };
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** Colors and type of the site (src/app/globals.css), without loading anything. */
export const refusalPageStyle = [
  ":root{color-scheme:light}",
  "body{margin:0;background:#f6f1e8;color:#26221e;font:1rem/1.6 system-ui,-apple-system,'Segoe UI',sans-serif}",
  "main{max-width:36rem;margin:0 auto;padding:6rem 1.25rem}",
  ".site{margin:0 0 3rem;font:400 1.25rem/1.2 Georgia,'Times New Roman',serif;letter-spacing:.02em}",
  ".status{margin:0;color:#5e564d;font:300 3rem/1 Georgia,'Times New Roman',serif}",
  "h1{margin:.75rem 0 1rem;font:400 2rem/1.2 Georgia,'Times New Roman',serif}",
  "p{margin:0 0 1rem;color:#5e564d}",
  "a{display:inline-flex;min-height:2.75rem;align-items:center;margin:1rem 1rem 0 0;padding:0 1.5rem;background:#1f4a47;color:#f6f1e8;font-weight:600;letter-spacing:.04em;text-decoration:none}",
  "a.secondary{background:none;color:#26221e;border:1px solid #26221e}",
  "a:hover{background:#173836;color:#f6f1e8}",
  "a:focus-visible{outline:2px solid #1f4a47;outline-offset:3px}",
].join("");

export function refusalPage(refusal: Pick<Refusal, "status">, url: string | undefined): string {
  const { title, text } = wording[refusal.status];
  const back = backLink(url);
  const links = [`<a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>`];
  if (back.href !== "/") links.push('<a class="secondary" href="/">Return to Home</a>');
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>`,
    `<style>${refusalPageStyle}</style>`,
    "</head>",
    "<body>",
    "<main>",
    `<p class="site">${escapeHtml(site.name)}</p>`,
    `<p class="status">${refusal.status}</p>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    `<p>${links.join("")}</p>`,
    "</main>",
    "</body>",
    "</html>",
  ].join("\n");
}
