/**
 * One slot from inputs to files in the cache: draw (or take the owner's photograph), rasterise
 * once at full size, encode every width and format, and record the blurred placeholder. Runs
 * inside a worker thread or in the main thread alike.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { RegistryEntry } from "@/lib/images/registry";
import { getPreset } from "@/lib/images/presets";
import { slotFiles } from "@/lib/images/urls";

import { drawSlot } from "../render";
import { blurPlaceholder, encodeAll, rasterise } from "./encode";
import { photoToRaw, photoToVector, type OwnerPhoto } from "./photos";

export type Job = { entry: RegistryEntry; key: string; photo: OwnerPhoto | null; cacheDir: string };

export type CachedFile = { file: string; width: number; height: number; bytes: number };

export type JobMeta = {
  slot: string;
  key: string;
  source: "generated" | "photo";
  placeholder: string | null;
  files: CachedFile[];
};

/** Cache entries store files flat; the folder layout is restored when copied out. */
export const cacheName = (file: string) => file.replaceAll("/", "__");

export async function runJob(job: Job): Promise<JobMeta> {
  const { entry, key } = job;
  const preset = getPreset(entry.preset);
  const expected = slotFiles(entry.slot);
  const tmp = join(
    job.cacheDir,
    `${key}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const final = join(job.cacheDir, key);
  mkdirSync(tmp, { recursive: true });
  const files: CachedFile[] = [];
  let placeholder: string | null = null;
  try {
    if (preset.kind === "vector") {
      const svg = job.photo
        ? await photoToVector(job.photo, preset)
        : await drawSlot(entry.draw, preset.width, preset.height);
      if (typeof svg !== "string")
        throw new Error(`${entry.slot}: a vector slot must be drawn as SVG`);
      const data = Buffer.from(svg);
      const [only] = expected;
      if (!only) throw new Error(`No file expected for ${entry.slot}`);
      writeFileSync(join(tmp, cacheName(only.file)), data);
      files.push({ ...only, bytes: data.length });
    } else {
      const raw = job.photo
        ? await photoToRaw(job.photo, preset.width, preset.height)
        : await rasterise(
            await drawSlot(entry.draw, preset.width, preset.height),
            preset.width,
            preset.height,
          );
      placeholder = await blurPlaceholder(raw);
      const encoded = await encodeAll(raw, preset);
      for (const e of encoded) {
        const match = expected.find(
          (f) =>
            f.width === e.width && f.file.endsWith(`.${e.format === "jpeg" ? "jpg" : e.format}`),
        );
        if (!match)
          throw new Error(`Unexpected rendition ${e.width} ${e.format} for ${entry.slot}`);
        writeFileSync(join(tmp, cacheName(match.file)), e.data);
        files.push({ file: match.file, width: e.width, height: e.height, bytes: e.data.length });
      }
    }
    const meta: JobMeta = {
      slot: entry.slot,
      key,
      source: job.photo ? "photo" : "generated",
      placeholder,
      files,
    };
    writeFileSync(join(tmp, "meta.json"), JSON.stringify(meta));
    rmSync(final, { recursive: true, force: true });
    renameSync(tmp, final);
    return meta;
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}
