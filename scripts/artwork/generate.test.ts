import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { imageRegistry, type RegistryEntry } from "@/lib/images/registry";
import { slotFiles } from "@/lib/images/urls";

import { generateArtwork } from "./generate";
import { codeHash, targetKey } from "./pipeline/cache";
import { runJob } from "./pipeline/job";
import { slotTarget } from "./pipeline/target";

const root = process.cwd();
const temp = mkdtempSync(join(tmpdir(), "artwork-test-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function entry(slot: string): RegistryEntry {
  const found = imageRegistry.get(slot);
  if (!found) throw new Error(`missing ${slot}`);
  return found;
}

const sha = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/**
 * Pictures of several kinds, each drawn in under two seconds on a two-core machine. A portrait
 * takes 13 s there and many times that on a busy one, enough to time the test out; the build
 * draws every portrait with the same pipeline.
 */
const sample = [
  entry("product-1001-swatch"),
  entry("brand-cole-and-son"),
  entry("og-home"),
  entry([...imageRegistry.keys()].find((s) => s.startsWith("gallery-")) ?? ""),
];

describe("artwork generation", () => {
  it("draws the same bytes from the same inputs", async () => {
    const dirA = join(temp, "det-a");
    const dirB = join(temp, "det-b");
    mkdirSync(dirA);
    mkdirSync(dirB);
    for (const slot of ["product-1001-room", "brand-thibaut"]) {
      const target = slotTarget(entry(slot));
      const a = await runJob({ target, key: "k", photo: null, cacheDir: dirA });
      const b = await runJob({ target, key: "k", photo: null, cacheDir: dirB });
      expect(a.placeholder).toBe(b.placeholder);
      for (const f of a.files) {
        const name = f.file.replaceAll("/", "__");
        expect(sha(join(dirA, "k", name)), f.file).toBe(sha(join(dirB, "k", name)));
      }
    }
  }, 120_000);

  it("writes every rendition at its size, with a manifest, and redraws nothing when nothing changed", async () => {
    const outDir = join(temp, "out");
    const cacheDir = join(temp, "cache");
    const options = {
      root,
      outDir,
      cacheDir,
      photosDir: join(temp, "no-photos"),
      entries: sample,
      workers: 0,
    };
    const first = await generateArtwork(options);
    expect(first.drawn.sort()).toEqual(sample.map((e) => e.slot).sort());
    for (const e of sample) {
      const slot = first.manifest.slots[e.slot];
      expect(slot?.source).toBe("generated");
      for (const f of slotFiles(e.slot)) {
        const path = join(outDir, f.file);
        expect(existsSync(path), f.file).toBe(true);
        if (f.file.endsWith(".svg")) {
          expect(readFileSync(path, "utf8")).toContain(`viewBox="0 0 ${f.width} ${f.height}"`);
        } else {
          const meta = await sharp(path).metadata();
          expect([meta.width, meta.height], f.file).toEqual([f.width, f.height]);
        }
      }
    }
    const manifest = JSON.parse(
      readFileSync(join(outDir, "manifest.json"), "utf8"),
    ) as typeof first.manifest;
    expect(Object.keys(manifest.slots).sort()).toEqual(sample.map((e) => e.slot).sort());
    expect(manifest.slots["product-1001-swatch"]?.placeholder).toMatch(
      /^url\("data:image\/svg\+xml/,
    );

    const second = await generateArtwork(options);
    expect(second.drawn).toEqual([]);
    expect(second.reused.sort()).toEqual(sample.map((e) => e.slot).sort());

    // A changed input is drawn again; the rest still come from the cache.
    const changed = sample.map((e) =>
      e.draw.kind === "swatch"
        ? {
            ...e,
            draw: {
              ...e.draw,
              pattern: {
                ...e.draw.pattern,
                palette: { ground: "#223344", inks: ["#ddccaa"] as [string] },
              },
            },
          }
        : e,
    );
    const third = await generateArtwork({ ...options, entries: changed });
    expect(third.drawn).toEqual(["product-1001-swatch"]);
  }, 240_000);

  it("uses the owner's photograph instead of the drawing", async () => {
    const photosDir = join(temp, "photos");
    mkdirSync(photosDir);
    // A plain red photograph in an odd aspect ratio: it must come out cropped and red.
    await sharp({ create: { width: 900, height: 500, channels: 3, background: "#c8102e" } })
      .jpeg()
      .toFile(join(photosDir, "product-1001-swatch.jpg"));
    const result = await generateArtwork({
      root,
      outDir: join(temp, "photo-out"),
      cacheDir: join(temp, "photo-cache"),
      photosDir,
      entries: [entry("product-1001-swatch")],
      workers: 0,
    });
    expect(result.manifest.slots["product-1001-swatch"]?.source).toBe("photo");
    const file = join(temp, "photo-out", "product/product-1001-swatch-400.webp");
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 400]);
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(r).toBeGreaterThan(170);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(80);
  }, 120_000);

  it("keys the cache on the drawing code and the slot's inputs", () => {
    const code = codeHash(root);
    const e = slotTarget(entry("product-1001-swatch"));
    expect(targetKey(code, e, null)).toBe(targetKey(code, e, null));
    expect(targetKey(code, e, null)).not.toBe(targetKey(`${code}x`, e, null));
    expect(targetKey(code, e, null)).not.toBe(targetKey(code, e, "photo-hash"));
  });

  it("draws on worker threads", async () => {
    const result = await generateArtwork({
      root,
      outDir: join(temp, "pool-out"),
      cacheDir: join(temp, "pool-cache"),
      photosDir: join(temp, "no-photos"),
      entries: [entry("brand-thibaut"), entry("brand-romo")],
      workers: 2,
    });
    expect(result.drawn.sort()).toEqual(["brand-romo", "brand-thibaut"]);
    expect(readFileSync(join(temp, "pool-out", "brand/brand-romo.svg"), "utf8")).toContain("<path");
  }, 120_000);
});
