/**
 * One picture from inputs to files in the cache: draw (or take the owner's photograph),
 * rasterise once at full size, encode every rendition, and record the blurred placeholder. Runs
 * inside a worker thread or in the main thread alike.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { drawSlot } from "../render";
import { blurPlaceholder, encodeRenditions, rasterise } from "./encode";
import { photoToRaw, photoToVector, type OwnerPhoto } from "./photos";
import type { Target } from "./target";

export type Job = { target: Target; key: string; photo: OwnerPhoto | null; cacheDir: string };

export type CachedFile = { file: string; width: number; height: number; bytes: number };

export type JobMeta = {
  /** The target's name: a slot, or a wall tile. */
  name: string;
  key: string;
  source: "generated" | "photo";
  placeholder: string | null;
  files: CachedFile[];
};

/** Cache entries store files flat; the folder layout is restored when copied out. */
export const cacheName = (file: string) => file.replaceAll("/", "__");

export async function runJob(job: Job): Promise<JobMeta> {
  const { target, key } = job;
  const { width, height } = target;
  const tmp = join(
    job.cacheDir,
    `${key}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const final = join(job.cacheDir, key);
  mkdirSync(tmp, { recursive: true });
  const files: CachedFile[] = [];
  let placeholder: string | null = null;
  try {
    if (target.kind === "vector") {
      const svg = job.photo
        ? await photoToVector(job.photo, { kind: "vector", width, height })
        : await drawSlot(target.draw, width, height);
      if (typeof svg !== "string")
        throw new Error(`${target.name}: a vector slot must be drawn as SVG`);
      const data = Buffer.from(svg);
      const [only] = target.renditions;
      if (!only) throw new Error(`No file expected for ${target.name}`);
      writeFileSync(join(tmp, cacheName(only.file)), data);
      files.push({ file: only.file, width: only.width, height: only.height, bytes: data.length });
    } else {
      const raw = job.photo
        ? await photoToRaw(
            job.photo,
            width,
            height,
            target.section === "wallTiles" ? "fill" : "cover",
          )
        : await rasterise(await drawSlot(target.draw, width, height), width, height);
      placeholder = target.placeholder ? await blurPlaceholder(raw) : null;
      const encoded = await encodeRenditions(
        raw,
        target.renditions,
        target.quality,
        target.leanWidths,
      );
      for (const e of encoded) {
        const match = target.renditions.find((r) => r.width === e.width && r.format === e.format);
        if (!match)
          throw new Error(`Unexpected rendition ${e.width} ${e.format} for ${target.name}`);
        writeFileSync(join(tmp, cacheName(match.file)), e.data);
        files.push({ file: match.file, width: e.width, height: e.height, bytes: e.data.length });
      }
    }
    const meta: JobMeta = {
      name: target.name,
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
