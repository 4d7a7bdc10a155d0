/**
 * Reads the generated manifest on the server, without importing `node:fs`: ResponsiveImage is
 * also rendered inside client components, so this module must bundle for the browser, where it
 * simply finds nothing. Generated files are never imported statically, so the site typechecks
 * and lints before any picture exists.
 */
import type * as NodeFs from "node:fs";
import type * as NodePath from "node:path";

import { manifestFileName, type ImageManifest, type ManifestSlot } from "@/lib/images/manifest";
import { generatedImagesPath } from "@/lib/images/urls";

type Fs = typeof NodeFs;
type Path = typeof NodePath;

export type ManifestLookup =
  | { status: "found"; slot: ManifestSlot }
  | { status: "missing-slot" }
  | { status: "no-manifest" }
  | { status: "unavailable" };

let cached: { path: string; mtimeMs: number; manifest: ImageManifest } | null = null;

function serverModules(): { fs: Fs; path: Path } | null {
  if (typeof window !== "undefined") return null;
  const proc = globalThis.process as
    (NodeJS.Process & { getBuiltinModule?: (id: string) => unknown }) | undefined;
  if (typeof proc?.getBuiltinModule !== "function") return null;
  return {
    fs: proc.getBuiltinModule("node:fs") as Fs,
    path: proc.getBuiltinModule("node:path") as Path,
  };
}

export function manifestPath(root: string, path: Path): string {
  return path.join(root, "public", generatedImagesPath, manifestFileName);
}

/** The manifest entry for a slot, re-read when the file changes (a rebuild in dev). */
export function lookupManifest(slot: string): ManifestLookup {
  const modules = serverModules();
  if (!modules) return { status: "unavailable" };
  const { fs, path } = modules;
  const file = manifestPath(process.cwd(), path);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return { status: "no-manifest" };
  }
  if (!cached || cached.path !== file || cached.mtimeMs !== mtimeMs) {
    cached = {
      path: file,
      mtimeMs,
      manifest: JSON.parse(fs.readFileSync(file, "utf8")) as ImageManifest,
    };
  }
  const entry = cached.manifest.slots[slot];
  return entry ? { status: "found", slot: entry } : { status: "missing-slot" };
}
