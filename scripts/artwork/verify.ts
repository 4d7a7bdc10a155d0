/**
 * Checks the whole generated set against the registry: every slot and wall tile has a manifest
 * entry from the current drawing code, every rendition exists at its exact size, and reports the
 * weights (median card, hero, wall tile and sample room sizes, total bytes).
 *
 *   npm exec -- tsx scripts/artwork/verify.ts
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";

import { manifestFileName, type ImageManifest } from "@/lib/images/manifest";
import { wallTileFolder } from "@/lib/images/wall-tiles";

import { findPhotos } from "./pipeline/photos";
import { codeHash, fileHash, targetKey } from "./pipeline/cache";
import { registryTargets } from "./pipeline/target";

const root = process.cwd();
const outDir = join(root, "public/images/generated");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function main() {
  const manifestFile = join(outDir, manifestFileName);
  if (!existsSync(manifestFile))
    throw new Error("No manifest: run scripts/artwork/generate.ts first.");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Partial<ImageManifest>;
  const code = codeHash(root);
  const photos = findPhotos(process.env.ARTWORK_PHOTOS_DIR ?? join(root, "photos"));
  const problems: string[] = [];
  const sizes = new Map<string, number>();
  const targets = registryTargets();
  let total = 0;
  let files = 0;
  for (const target of targets) {
    const recorded = manifest[target.section]?.[target.name];
    if (!recorded) {
      problems.push(`${target.name}: not in the manifest`);
      continue;
    }
    const photo = photos.get(target.name);
    const key = targetKey(
      code,
      target,
      photo ? `${fileHash(photo.path)}:${photo.focus.join(",")}` : null,
    );
    if (recorded.key !== key)
      problems.push(`${target.name}: generated from older code or inputs (run generate)`);
    for (const f of target.renditions) {
      const path = join(outDir, f.file);
      if (!existsSync(path)) {
        problems.push(`${f.file}: missing`);
        continue;
      }
      const bytes = statSync(path).size;
      sizes.set(f.file, bytes);
      total += bytes;
      files++;
      if (f.format === "svg") {
        if (
          !readFileSync(path, "utf8").includes(`viewBox="0 0 ${f.width} ${f.height}"`) &&
          recorded.source === "generated"
        ) {
          problems.push(`${f.file}: wrong viewBox`);
        }
      } else {
        const meta = await sharp(path).metadata();
        if (meta.width !== f.width || meta.height !== f.height)
          problems.push(`${f.file}: ${meta.width}x${meta.height}, expected ${f.width}x${f.height}`);
      }
    }
  }
  const kb = (pattern: RegExp) =>
    median([...sizes].filter(([file]) => pattern.test(file)).map(([, b]) => b)) / 1024;
  const slotCount = targets.filter((t) => t.section === "slots").length;
  const wallTileFiles = [...sizes].filter(([file]) => file.startsWith(`${wallTileFolder}/`));
  console.log(
    `[verify] ${slotCount} slots and ${targets.length - slotCount} wall tiles, ${files} files, ${(total / 1e6).toFixed(2)} MB in all (every format)`,
  );
  console.log(
    `[verify] median product card (swatch) 400w: AVIF ${kb(/product-\d+-swatch-400\.avif$/).toFixed(1)} kB, WebP ${kb(/product-\d+-swatch-400\.webp$/).toFixed(1)} kB; 656w: AVIF ${kb(/product-\d+-swatch-656\.avif$/).toFixed(1)} kB, WebP ${kb(/product-\d+-swatch-656\.webp$/).toFixed(1)} kB`,
  );
  console.log(
    `[verify] median product room 560w: AVIF ${kb(/product-\d+-room-560\.avif$/).toFixed(1)} kB, WebP ${kb(/product-\d+-room-560\.webp$/).toFixed(1)} kB`,
  );
  console.log(
    `[verify] hero 2240w: AVIF ${kb(/showroom-hero-2240\.avif$/).toFixed(1)} kB, WebP ${kb(/showroom-hero-2240\.webp$/).toFixed(1)} kB; 1200w: AVIF ${kb(/showroom-hero-1200\.avif$/).toFixed(1)} kB`,
  );
  const muralNames = new Set(
    targets
      .filter((t) => t.draw.kind === "wall-tile" && t.draw.layout.kind === "mural")
      .flatMap((t) => t.renditions.map((r) => r.file)),
  );
  const tileKb = (murals: boolean) =>
    median(wallTileFiles.filter(([file]) => muralNames.has(file) === murals).map(([, b]) => b)) /
    1024;
  console.log(
    `[verify] wall tiles: ${(wallTileFiles.reduce((sum, [, b]) => sum + b, 0) / 1e6).toFixed(2)} MB, median repeat ${tileKb(false).toFixed(1)} kB, median mural ${tileKb(true).toFixed(1)} kB`,
  );
  console.log(
    `[verify] sample rooms 1600w: AVIF ${kb(/visualiser-room-[a-z-]+-1600\.avif$/).toFixed(1)} kB, WebP ${kb(/visualiser-room-[a-z-]+-1600\.webp$/).toFixed(1)} kB`,
  );
  if (problems.length > 0) {
    console.error(`[verify] ${problems.length} problems:\n${problems.slice(0, 40).join("\n")}`);
    process.exit(1);
  }
  console.log("[verify] every slot and wall tile resolves to files of the right size");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
