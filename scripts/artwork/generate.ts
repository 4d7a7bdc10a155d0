/**
 * Generates every picture in the slot registry into public/images/generated, in parallel on two
 * worker threads, reusing cached renditions whose inputs and drawing code have not changed.
 *
 *   npm exec -- tsx scripts/artwork/generate.ts [--only <prefix>] [--workers <n>]
 *
 * An owner's photograph in photos/<slot>.<ext> replaces the drawing (see photos/README.md).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import { manifestFileName, type ImageManifest, type ManifestSlot } from "@/lib/images/manifest";
import { getPreset } from "@/lib/images/presets";
import { imageRegistry, type RegistryEntry } from "@/lib/images/registry";

import { codeHash, fileHash, slotKey } from "./pipeline/cache";
import { cacheName, runJob, type Job, type JobMeta } from "./pipeline/job";
import { findPhotos } from "./pipeline/photos";

export type GenerateOptions = {
  root?: string;
  outDir?: string;
  cacheDir?: string;
  photosDir?: string;
  entries?: Iterable<RegistryEntry>;
  /** Worker threads; 0 draws in this thread (tests). */
  workers?: number;
  log?: (message: string) => void;
};

export type GenerateResult = {
  drawn: string[];
  reused: string[];
  manifest: ImageManifest;
  totalBytes: number;
  ms: number;
};

/** Heaviest first, so the two workers finish together. */
const costOrder = ["hero", "room", "feature", "detail", "og", "portrait", "swatch", "logo"];

export async function generateArtwork(options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const outDir = resolve(options.outDir ?? join(root, "public/images/generated"));
  const cacheDir = resolve(options.cacheDir ?? join(root, ".cache/artwork"));
  const photosDir = resolve(
    options.photosDir ?? process.env.ARTWORK_PHOTOS_DIR ?? join(root, "photos"),
  );
  const log = options.log ?? (() => {});
  const entries = [...(options.entries ?? imageRegistry.values())];
  const fullRun = options.entries === undefined;
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });

  const code = codeHash(root);
  const photos = findPhotos(photosDir);
  for (const slot of photos.keys()) {
    if (!entries.some((e) => e.slot === slot) && fullRun)
      log(`photos/: no slot named "${slot}", file ignored`);
  }
  const jobs: Job[] = [];
  const metas = new Map<string, JobMeta>();
  const reused: string[] = [];
  for (const entry of entries) {
    const photo = photos.get(entry.slot) ?? null;
    const key = slotKey(
      code,
      entry,
      photo ? `${fileHash(photo.path)}:${photo.focus.join(",")}` : null,
    );
    const metaPath = join(cacheDir, key, "meta.json");
    if (existsSync(metaPath)) {
      metas.set(entry.slot, JSON.parse(readFileSync(metaPath, "utf8")) as JobMeta);
      reused.push(entry.slot);
    } else {
      jobs.push({ entry, key, photo, cacheDir });
    }
  }
  jobs.sort((a, b) => costOrder.indexOf(a.entry.preset) - costOrder.indexOf(b.entry.preset));
  log(`${entries.length} slots: ${reused.length} cached, ${jobs.length} to draw`);

  const done = await runJobs(jobs, options.workers ?? 2, log);
  for (const meta of done) metas.set(meta.slot, meta);

  // Copy renditions out of the cache where they changed, then drop files no slot owns any more.
  const manifestPath = join(outDir, manifestFileName);
  const previous: ImageManifest | null = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as ImageManifest)
    : null;
  const manifest: ImageManifest = {
    version: 1,
    slots: fullRun ? {} : { ...(previous?.slots ?? {}) },
  };
  let totalBytes = 0;
  for (const entry of entries) {
    const meta = metas.get(entry.slot);
    if (!meta) throw new Error(`No renditions for ${entry.slot}`);
    const unchanged = previous?.slots[entry.slot]?.key === meta.key;
    for (const f of meta.files) {
      const target = join(outDir, f.file);
      if (unchanged && existsSync(target)) continue;
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(cacheDir, meta.key, cacheName(f.file)), target);
    }
    const preset = getPreset(entry.preset);
    const slot: ManifestSlot = {
      key: meta.key,
      source: meta.source,
      preset: entry.preset,
      width: preset.width,
      height: preset.height,
      widths: preset.kind === "raster" ? preset.widths : [preset.width],
      formats: preset.kind === "raster" ? preset.formats : ["svg"],
      placeholder: meta.placeholder,
      files: meta.files,
    };
    manifest.slots[entry.slot] = slot;
  }
  for (const slot of Object.values(manifest.slots))
    for (const f of slot.files) totalBytes += f.bytes;
  const sorted: ImageManifest = {
    version: 1,
    slots: Object.fromEntries(
      Object.entries(manifest.slots).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 1)}\n`);
  if (fullRun) {
    const owned = new Set(Object.values(sorted.slots).flatMap((s) => s.files.map((f) => f.file)));
    owned.add(manifestFileName);
    for (const file of listFiles(outDir)) {
      if (!owned.has(relative(outDir, file).replaceAll("\\", "/"))) rmSync(file);
    }
    // Keep the cache to what this build uses, so it does not grow without bound.
    const keys = new Set(Object.values(sorted.slots).map((s) => s.key));
    for (const name of readdirSync(cacheDir))
      if (!keys.has(name)) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
  return {
    drawn: done.map((m) => m.slot),
    reused,
    manifest: sorted,
    totalBytes,
    ms: performance.now() - started,
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

async function runJobs(jobs: Job[], workers: number, log: (m: string) => void): Promise<JobMeta[]> {
  const results: JobMeta[] = [];
  const report = () => {
    if (results.length % 25 === 0 || results.length === jobs.length)
      log(`drawn ${results.length}/${jobs.length}`);
  };
  if (workers <= 0 || jobs.length === 0) {
    for (const job of jobs) {
      results.push(await runJob(job));
      report();
    }
    return results;
  }
  const queue = [...jobs];
  const errors: string[] = [];
  // Under tsx the loader is inherited; elsewhere (vitest) the worker needs it to load TypeScript.
  const execArgv = process.execArgv.some((a) => a.includes("tsx"))
    ? process.execArgv
    : ["--import", "tsx"];
  const workerFile = fileURLToPath(new URL("./pipeline/worker.ts", import.meta.url));
  const pool = Array.from(
    { length: Math.min(workers, jobs.length) },
    () => new Worker(workerFile, { execArgv }),
  );
  await Promise.all(
    pool.map(
      (worker) =>
        new Promise<void>((resolveWorker, rejectWorker) => {
          const next = () => {
            const job = queue.shift();
            if (!job) {
              void worker.terminate().then(() => resolveWorker());
              return;
            }
            worker.postMessage(job);
          };
          worker.on(
            "message",
            (message: { ok: true; meta: JobMeta } | { ok: false; slot: string; error: string }) => {
              if (message.ok) {
                results.push(message.meta);
                report();
              } else {
                errors.push(`${message.slot}: ${message.error}`);
              }
              next();
            },
          );
          worker.on("error", rejectWorker);
          next();
        }),
    ),
  );
  if (errors.length > 0) throw new Error(`Artwork generation failed:\n${errors.join("\n")}`);
  return results;
}

function parseArgs(argv: string[]): { only?: string; workers?: number } {
  const out: { only?: string; workers?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--only") out.only = argv[++i];
    if (argv[i] === "--workers") out.workers = Number(argv[++i]);
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const entries = args.only
    ? [...imageRegistry.values()].filter((e) => e.slot.startsWith(args.only ?? ""))
    : undefined;
  generateArtwork({
    ...(entries ? { entries } : {}),
    ...(args.workers !== undefined ? { workers: args.workers } : {}),
    log: (m) => console.log(`[artwork] ${m}`),
  }).then(
    (r) => {
      console.log(
        `[artwork] ${r.drawn.length} drawn, ${r.reused.length} reused, ${(r.totalBytes / 1e6).toFixed(1)} MB in ${(r.ms / 1000).toFixed(1)} s`,
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
