/**
 * A contact sheet of the generated artwork for review: one swatch per motif, one room per room
 * type, the showroom, the team, the wordmarks, the social cards, the map and the guide pictures,
 * at card size with labels. Reads what `generate.ts` wrote; not part of the site.
 *
 *   npm exec -- tsx scripts/artwork/contact-sheet.ts [--out <file.png>] [--section <name>]
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import sharp, { type OverlayOptions } from "sharp";

import { products } from "@/content/catalog/products";
import { motifsByStyle, roomTypes } from "@/content/catalog/taxonomy";
import { galleryItems } from "@/content/gallery";
import { manifestFileName, type ImageManifest } from "@/lib/images/manifest";
import { getPreset } from "@/lib/images/presets";
import { imageRegistry } from "@/lib/images/registry";
import { parseSlot } from "@/lib/images/slots";

import { textPath, textRun } from "./text";

type Cell = { slot: string; label: string };
type Section = { title: string; cells: Cell[]; width: number };

const root = process.cwd();
const outDir = join(root, "public/images/generated");

function sections(): Section[] {
  const motifCells: Cell[] = Object.entries(motifsByStyle).flatMap(([style, motifs]) =>
    motifs.map((motif) => {
      const product = products.find((p) => p.motif === motif);
      return {
        slot: product ? `product-${product.id}-swatch` : "",
        label: `${style} / ${motif}${product ? ` (${product.material})` : ""}`,
      };
    }),
  );
  const roomCells: Cell[] = roomTypes.map((room) => {
    const item = galleryItems.find((g) => g.category === room.slug);
    return { slot: item?.slot ?? "", label: `${room.title}: ${item?.scene.motif ?? ""}` };
  });
  const productRooms: Cell[] = roomTypes.map((room) => {
    const product = products.find((p) => p.images.some((i) => i.room === room.slug));
    return {
      slot: product ? `product-${product.id}-room` : "",
      label: product ? `${product.id} ${product.motif} in ${room.slug}` : room.slug,
    };
  });
  const details: Cell[] = products
    .filter((p) => p.images.some((i) => i.kind === "detail"))
    .filter((p, i, list) => list.findIndex((q) => q.material === p.material) === i)
    .map((p) => ({ slot: `product-${p.id}-detail`, label: `detail: ${p.material} / ${p.motif}` }));
  const of = (prefix: string) =>
    [...imageRegistry.keys()]
      .filter((s) => s.startsWith(prefix))
      .map((slot) => ({ slot, label: slot }));
  return [
    { title: "Patterns: one per motif (product swatches)", cells: motifCells, width: 260 },
    { title: "Rooms: one per room type (inspiration gallery)", cells: roomCells, width: 240 },
    { title: "Product rooms", cells: productRooms, width: 240 },
    { title: "Details: one per material", cells: details, width: 260 },
    { title: "Showroom", cells: of("showroom-"), width: 380 },
    { title: "Team", cells: of("team-"), width: 240 },
    { title: "Wordmarks (on the site's ivory)", cells: of("brand-"), width: 300 },
    {
      title: "Social cards",
      cells: of("og-").filter(
        (c) => !/og-product-/.test(c.slot) || /damask|grasscloth|kid|coastal/.test(c.slot),
      ),
      width: 380,
    },
    {
      title: "Map and guides",
      cells: [...of("map-"), ...of("guide-"), ...of("showcase-")],
      width: 300,
    },
    { title: "Visualiser sample rooms", cells: of("visualiser-"), width: 380 },
  ];
}

async function cellImage(slot: string, width: number): Promise<{ input: Buffer; height: number }> {
  const parsed = parseSlot(slot);
  if (!parsed) throw new Error(`Unknown slot ${slot}`);
  const preset = getPreset(parsed.preset);
  if (preset.kind === "vector") {
    const svg = readFileSync(join(outDir, parsed.group, `${slot}.svg`));
    const input = await sharp(svg, { density: 144 })
      .resize(width)
      .flatten({ background: "#f6f1e8" })
      .png()
      .toBuffer();
    return { input, height: Math.round((width * preset.height) / preset.width) };
  }
  const best = preset.widths.find((w) => w >= width) ?? preset.width;
  const format = preset.formats.includes("webp") ? "webp" : "jpg";
  const file = join(outDir, parsed.group, `${slot}-${best}.${format}`);
  const height = Math.round((width * preset.height) / preset.width);
  const input = await sharp(file).resize(width, height).png().toBuffer();
  return { input, height };
}

async function main() {
  const args = process.argv.slice(2);
  const out = resolve(
    args[args.indexOf("--out") + 1] && args.includes("--out")
      ? (args[args.indexOf("--out") + 1] as string)
      : join(root, ".cache/contact-sheet/contact-sheet.png"),
  );
  const only = args.includes("--section") ? args[args.indexOf("--section") + 1] : undefined;
  if (!existsSync(join(outDir, manifestFileName)))
    throw new Error("Run scripts/artwork/generate.ts first.");
  const manifest = JSON.parse(
    readFileSync(join(outDir, manifestFileName), "utf8"),
  ) as ImageManifest;
  const pageW = 2200;
  const gap = 18;
  const composites: OverlayOptions[] = [];
  let labels = "";
  let y = 40;
  for (const section of sections()) {
    if (only && !section.title.toLowerCase().includes(only.toLowerCase())) continue;
    labels += textPath(
      textRun(section.title, { font: "serif", size: 34, weight: 0.015 }),
      40,
      y + 30,
      "#26221e",
    );
    y += 60;
    let x = 40;
    let rowH = 0;
    for (const cell of section.cells) {
      if (x + section.width > pageW - 40) {
        x = 40;
        y += rowH + 44;
        rowH = 0;
      }
      if (cell.slot && manifest.slots[cell.slot]) {
        const img = await cellImage(cell.slot, section.width);
        composites.push({ input: img.input, left: x, top: y });
        rowH = Math.max(rowH, img.height);
        const source = manifest.slots[cell.slot]?.source === "photo" ? " (photo)" : "";
        labels += textPath(
          textRun(`${cell.label}${source}`.slice(0, 48), { font: "sans", size: 13, weight: 0.04 }),
          x,
          y + img.height + 20,
          "#5e564d",
        );
      } else {
        labels += textPath(
          textRun(`missing: ${cell.label}`, { font: "sans", size: 13, weight: 0.04 }),
          x,
          y + 20,
          "#8f2d26",
        );
      }
      x += section.width + gap;
    }
    y += rowH + 70;
  }
  const height = y + 20;
  composites.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pageW}" height="${height}">${labels}</svg>`,
    ),
    left: 0,
    top: 0,
  });
  mkdirSync(dirname(out), { recursive: true });
  await sharp({ create: { width: pageW, height, channels: 3, background: "#fbf8f2" } })
    .composite(composites)
    .png()
    .toFile(out);
  console.log(`[artwork] contact sheet: ${out} (${pageW}x${height})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
