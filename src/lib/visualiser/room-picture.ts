/**
 * The file a sample room is drawn from on the canvas: its largest WebP rendition, which every
 * browser that runs the tool decodes, at the size the tool works at.
 */
import { getPreset, heightAt } from "@/lib/images/presets";
import { rasterUrl, requireSlot } from "@/lib/images/urls";

export function largestWebp(slot: string): { src: string; width: number; height: number } {
  const preset = getPreset(requireSlot(slot).preset);
  if (preset.kind === "vector") throw new Error(`Image slot "${slot}" is not a raster picture.`);
  const width = preset.widths[preset.widths.length - 1] ?? preset.width;
  const format = preset.formats.includes("webp") ? "webp" : (preset.formats[0] ?? "webp");
  return { src: rasterUrl(slot, width, format), width, height: heightAt(preset, width) };
}
