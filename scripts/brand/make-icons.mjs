// Draws the favicon, app icons and apple-touch icon from the display font. Run once by hand
// (`node scripts/brand/make-icons.mjs`); the output is committed because it never changes.
import { readFileSync, writeFileSync } from "node:fs";

import * as fontkit from "fontkit";
import sharp from "sharp";

const font = fontkit.create(
  readFileSync("scripts/fonts/source/cormorant-garamond-latin-wght-normal.woff2"),
);
const glyph = font.layout("A").glyphs[0];
const box = glyph.bbox;
const size = 512;
const scale = 330 / font.unitsPerEm;
const width = (box.maxX - box.minX) * scale;
const height = (box.maxY - box.minY) * scale;
const tx = (size - width) / 2 - box.minX * scale;
const ty = (size + height) / 2 + box.minY * scale;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#1f4a47"/><rect x="28" y="28" width="${size - 56}" height="${size - 56}" fill="none" stroke="#f6f1e8" stroke-opacity="0.55" stroke-width="6"/><path transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)} ${(-scale).toFixed(4)})" d="${glyph.path.toSVG()}" fill="#f6f1e8" stroke="#f6f1e8" stroke-width="10"/></svg>`;

writeFileSync("src/app/icon.svg", svg);
await sharp(Buffer.from(svg)).resize(180, 180).png().toFile("src/app/apple-icon.png");
for (const s of [192, 512]) {
  await sharp(Buffer.from(svg)).resize(s, s).png().toFile(`public/icon-${s}.png`);
}
// A .ico container holding one 32 px PNG.
const png = await sharp(Buffer.from(svg)).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
const entry = Buffer.alloc(16);
entry.writeUInt8(32, 0);
entry.writeUInt8(32, 1);
entry.writeUInt16LE(1, 4);
entry.writeUInt16LE(32, 6);
entry.writeUInt32LE(png.length, 8);
entry.writeUInt32LE(22, 12);
writeFileSync("src/app/favicon.ico", Buffer.concat([header, entry, png]));
