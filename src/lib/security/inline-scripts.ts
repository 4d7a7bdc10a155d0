import { createHash } from "node:crypto";

/**
 * The CSP hash sources of the inline scripts in a page's HTML, for a policy that allows exactly
 * those scripts and no other inline one.
 *
 * Only Next.js and React write this HTML (the build's pre-rendered pages), so a plain scan is
 * enough: they never leave a literal `</script` inside a script (JSON payloads escape `<`). A
 * script the scan got wrong would be blocked by the browser and reported, never allowed by mistake.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of inlineScripts(html)) {
    hashes.add(`'sha256-${sha256Base64(script)}'`);
  }
  return [...hashes];
}

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = parseAttributes(match[1] ?? "");
    if (attributes.has("src")) continue;
    if (!runsAsScript(attributes.get("type"))) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

const javaScriptTypes = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * Whether a `<script type>` makes the element something the policy's script-src governs. Any
 * other type (JSON-LD's application/ld+json, for one) is a data block: the browser never runs it
 * and never checks it against the policy, so it needs no hash.
 */
export function runsAsScript(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(";")[0]!.trim().toLowerCase();
  if (essence === "") return true;
  return (
    javaScriptTypes.has(essence) ||
    essence === "module" ||
    essence === "importmap" ||
    essence === "speculationrules"
  );
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The browser hashes the script's text after its parser has turned every CR LF and lone CR into
 * LF, so the same is done here before hashing the UTF-8 bytes.
 */
function sha256Base64(script: string): string {
  const normalised = script.replace(/\r\n?/g, "\n");
  return createHash("sha256").update(normalised, "utf8").digest("base64");
}
