import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { initialContactState } from "@/lib/forms/contact-schema";

/**
 * Posts the contact form's Server Action the way the browser's `useActionState` does: a
 * multipart body in React's reply encoding (the form's fields under `_1_`, then `0` = the
 * arguments `[previousState, "$K1"]`) with the action's id in `Next-Action`. The answer is the RSC stream, which
 * carries the action's returned state.
 */
export type ContactAction = { id: string; path: string };

const actionIdInHtml = [
  // A plain action rendered as a form: <input type="hidden" name="$ACTION_ID_<id>">
  /name="\$ACTION_ID_([0-9a-f]{20,})"/,
  // useActionState's progressive enhancement: <input name="$ACTION_1:0" value='{"id":"<id>",…}'>
  /name="\$ACTION_\d+:0"\s+value="\{&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/,
];

type ManifestEntry = {
  workers?: Record<string, { filename?: string; exportedName?: string }>;
  filename?: string;
  exportedName?: string;
};

/** Finds the action on the page (as a browser without JavaScript would), else in the build. */
export async function findContactAction(baseUrl: string, distDir: string): Promise<ContactAction> {
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
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
      node?: Record<string, ManifestEntry>;
    };
    for (const [id, entry] of Object.entries(manifest.node ?? {})) {
      const described = [entry, ...Object.values(entry.workers ?? {})];
      const isContact = described.some(
        (d) => d.exportedName === "submitContact" || d.filename?.includes("submit-contact"),
      );
      const page = Object.keys(entry.workers ?? {}).find((worker) => worker.startsWith("app/"));
      if (isContact && page) {
        // Public pages are built under their language segment: app/[locale]/contact/page.
        const route = page.replace(/^app(?:\/\[locale\])?/, "").replace(/\/page$/, "") || "/";
        return { id, path: route };
      }
    }
  }
  throw new Error(
    `No contact form action found on ${path} or in ${manifestPath}: the contact page must render ` +
      "the form that posts submitContact.",
  );
}

export function contactActionBody(fields: Record<string, string>): FormData {
  const body = new FormData();
  // React reads the form's entries as one run starting where the arguments refer to them, so
  // they come first and the arguments last, as React's own encoder writes them.
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([initialContactState, "$K1"]));
  return body;
}

export type ActionResult = { status: number; success: boolean; text: string };

export async function postContact(
  baseUrl: string,
  action: ContactAction,
  fields: Record<string, string>,
  init: { signal?: AbortSignal } = {},
): Promise<ActionResult> {
  const response = await fetch(`${baseUrl}${action.path}`, {
    method: "POST",
    headers: {
      Accept: "text/x-component",
      "Next-Action": action.id,
      Origin: baseUrl,
    },
    body: contactActionBody(fields),
    signal: init.signal,
  });
  const text = await response.text();
  return {
    status: response.status,
    // The state the action returned, serialised in the RSC payload.
    success: response.status === 200 && /"status":"success"/.test(text),
    text,
  };
}
