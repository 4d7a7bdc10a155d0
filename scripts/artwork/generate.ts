/**
 * Generates every picture in the slot registry, and every product's tile for the wall
 * visualiser, into public/images/generated, in parallel on two worker threads, reusing cached
 * renditions whose inputs and drawing code have not changed.
 *
 *   npm exec -- tsx scripts/artwork/generate.ts [--only <prefix>] [--workers <n>]
 *
 * An owner's photograph in photos/<slot>.<ext> (or photos/walltile-<id>.<ext>) replaces the
 * drawing (see photos/README.md).
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

import {
  manifestFileName,
  type ImageManifest,
  type ManifestSlot,
  type ManifestWallTile,
} from "@/lib/images/manifest";
import { getPreset } from "@/lib/images/presets";
import {
  imageRegistry,
  wallTileRegistry,
  type RegistryEntry,
  type WallTileEntry,
} from "@/lib/images/registry";

import { codeHash, fileHash, targetKey } from "./pipeline/cache";
import { cacheName, runJob, type Job, type JobMeta } from "./pipeline/job";
import { findPhotos } from "./pipeline/photos";
import { slotTarget, wallTileTarget, type Target } from "./pipeline/target";

export type GenerateOptions = {
  root?: string;
  outDir?: string;
  cacheDir?: string;
  photosDir?: string;
  /** Only these slots and wall tiles; with neither, everything in the registry. */
  entries?: Iterable<RegistryEntry>;
  wallTiles?: Iterable<WallTileEntry>;
  /** Worker threads; 0 draws in this thread (tests). */
  workers?: number;
  log?: (message: string) => void;
};

export type GenerateResult = {
  /** Names of the slots and wall tiles drawn, and of those copied from the cache. */
  drawn: string[];
  reused: string[];
  manifest: ImageManifest;
  totalBytes: number;
  ms: number;
};

export async function generateArtwork(options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = performance.now();
  const root = resolve(options.root ?? process.cwd());
  const outDir = resolve(options.outDir ?? join(root, "public/images/generated"));
  const cacheDir = resolve(options.cacheDir ?? join(root, ".cache/artwork"));
  const photosDir = resolve(
    options.photosDir ?? process.env.ARTWORK_PHOTOS_DIR ?? join(root, "photos"),
  );
  const log = options.log ?? (() => {});
  const fullRun = options.entries === undefined && options.wallTiles === undefined;
  const entries = [...(options.entries ?? (fullRun ? imageRegistry.values() : []))];
  const wallTiles = [...(options.wallTiles ?? (fullRun ? wallTileRegistry.values() : []))];
  const targets: Target[] = [...entries.map(slotTarget), ...wallTiles.map(wallTileTarget)];
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });

  const code = codeHash(root);
  const photos = findPhotos(photosDir);
  for (const name of photos.keys()) {
    if (!targets.some((t) => t.name === name) && fullRun)
      log(`photos/: no slot or wall tile named "${name}", file ignored`);
  }
  const jobs: Job[] = [];
  const metas = new Map<string, JobMeta>();
  const reused: string[] = [];
  for (const target of targets) {
    const photo = photos.get(target.name) ?? null;
    const key = targetKey(
      code,
      target,
      photo ? `${fileHash(photo.path)}:${photo.focus.join(",")}` : null,
    );
    const metaPath = join(cacheDir, key, "meta.json");
    if (existsSync(metaPath)) {
      metas.set(target.name, JSON.parse(readFileSync(metaPath, "utf8")) as JobMeta);
      reused.push(target.name);
    } else {
      jobs.push({ target, key, photo, cacheDir });
    }
  }
  jobs.sort((a, b) => a.target.rank - b.target.rank);
  log(`${targets.length} pictures: ${reused.length} cached, ${jobs.length} to draw`);

  const done = await runJobs(jobs, options.workers ?? 2, log);
  for (const meta of done) metas.set(meta.name, meta);

  // Copy renditions out of the cache where they changed, then drop files nothing owns any more.
  const manifestPath = join(outDir, manifestFileName);
  const previous: Partial<ImageManifest> | null = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Partial<ImageManifest>)
    : null;
  const manifest: ImageManifest = {
    version: 1,
    slots: fullRun ? {} : { ...previous?.slots },
    wallTiles: fullRun ? {} : { ...previous?.wallTiles },
  };
  const copyOut = (target: Target, previousKey: string | undefined): JobMeta => {
    const meta = metas.get(target.name);
    if (!meta) throw new Error(`No renditions for ${target.name}`);
    const unchanged = previousKey === meta.key;
    for (const f of meta.files) {
      const file = join(outDir, f.file);
      if (unchanged && existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(join(cacheDir, meta.key, cacheName(f.file)), file);
    }
    return meta;
  };
  for (const entry of entries) {
    const meta = copyOut(slotTarget(entry), previous?.slots?.[entry.slot]?.key);
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
  for (const tile of wallTiles) {
    const meta = copyOut(wallTileTarget(tile), previous?.wallTiles?.[tile.name]?.key);
    const record: ManifestWallTile = {
      key: meta.key,
      source: meta.source,
      width: tile.width,
      height: tile.height,
      files: meta.files,
    };
    manifest.wallTiles[tile.name] = record;
  }
  const sortedRecord = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const sorted: ImageManifest = {
    version: 1,
    slots: sortedRecord(manifest.slots),
    wallTiles: sortedRecord(manifest.wallTiles),
  };
  const recorded = [...Object.values(sorted.slots), ...Object.values(sorted.wallTiles)];
  let totalBytes = 0;
  for (const record of recorded) for (const f of record.files) totalBytes += f.bytes;
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 1)}\n`);
  if (fullRun) {
    const owned = new Set(recorded.flatMap((r) => r.files.map((f) => f.file)));
    owned.add(manifestFileName);
    for (const file of listFiles(outDir)) {
      if (!owned.has(relative(outDir, file).replaceAll("\\", "/"))) rmSync(file);
    }
    // Keep the cache to what this build uses, so it does not grow without bound.
    const keys = new Set(recorded.map((r) => r.key));
    for (const name of readdirSync(cacheDir))
      if (!keys.has(name)) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
  return {
    drawn: done.map((m) => m.name),
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
            (message: { ok: true; meta: JobMeta } | { ok: false; name: string; error: string }) => {
              if (message.ok) {
                results.push(message.meta);
                report();
              } else {
                errors.push(`${message.name}: ${message.error}`);
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
  const only = args.only;
  const selection =
    only === undefined
      ? {}
      : {
          entries: [...imageRegistry.values()].filter((e) => e.slot.startsWith(only)),
          wallTiles: [...wallTileRegistry.values()].filter((t) => t.name.startsWith(only)),
        };
  generateArtwork({
    ...selection,
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
