// Finds the contact form's Server Action id the way a browser without JavaScript sees it: in the
// hidden inputs of the form on /contact. Falls back to the build's server-reference manifest.
// tests/server/support/contact-action.ts does the same for the tests; keep them in step.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const actionIdInHtml = [
  /name="\$ACTION_ID_([0-9a-f]{20,})"/,
  /name="\$ACTION_\d+:0"\s+value="\{&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/,
];

export async function findContactAction(baseUrl, distDir) {
  const path = "/contact";
  const response = await fetch(`${baseUrl}${path}`);
  if (response.ok) {
    const html = await response.text();
    for (const pattern of actionIdInHtml) {
      const id = pattern.exec(html)?.[1];
      if (id) return { id, path };
    }
  }
  const manifestPath = join(distDir, "server", "server-reference-manifest.json");
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    for (const [id, entry] of Object.entries(manifest.node ?? {})) {
      const described = [entry, ...Object.values(entry.workers ?? {})];
      const isContact = described.some(
        (d) => d.exportedName === "submitContact" || d.filename?.includes("submit-contact"),
      );
      const page = Object.keys(entry.workers ?? {}).find((worker) => worker.startsWith("app/"));
      if (isContact && page) {
        // Public pages are built under their language segment: app/[locale]/contact/page.
        return {
          id,
          path: page.replace(/^app(?:\/\[locale\])?/, "").replace(/\/page$/, "") || "/",
        };
      }
    }
  }
  throw new Error(`No contact form action found on ${path} or in ${manifestPath}.`);
}
