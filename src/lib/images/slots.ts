/**
 * Slot names are the one identifier shared by pages, the generator and the owner's photo folder:
 * `product-1001-swatch`, `gallery-sage-damask-living-room`, `brand-thibaut`, `og-home`, ...
 * The name alone decides the folder and preset, so a page can build URLs without the registry.
 */
import type { PresetName } from "@/lib/images/presets";

export const slotGroups = [
  "product",
  "gallery",
  "showroom",
  "team",
  "brand",
  "og",
  "map",
  "guide",
  "showcase",
  "visualiser",
] as const;

export type SlotGroup = (typeof slotGroups)[number];

export type ParsedSlot = { slot: string; group: SlotGroup; preset: PresetName };

const slotPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const showroomPresets: Record<string, PresetName> = {
  "showroom-hero": "hero",
  "showroom-about": "feature",
  "showroom-books": "portrait",
  "showroom-panels": "portrait",
};

/** Returns null for a name no slot can have; the registry decides whether it exists. */
export function parseSlot(slot: string): ParsedSlot | null {
  if (!slotPattern.test(slot)) return null;
  const group = slotGroups.find((g) => slot.startsWith(`${g}-`));
  if (!group) return null;
  const preset = presetFor(group, slot);
  return preset ? { slot, group, preset } : null;
}

function presetFor(group: SlotGroup, slot: string): PresetName | null {
  switch (group) {
    case "product": {
      const match = /^product-\d+-(swatch|room|detail)$/.exec(slot);
      return (match?.[1] as PresetName | undefined) ?? null;
    }
    case "gallery":
      return "room";
    case "showroom":
      return showroomPresets[slot] ?? null;
    case "team":
      return "portrait";
    case "brand":
      return "logo";
    case "og":
      return "og";
    case "map":
    case "guide":
      return "feature";
    case "showcase":
      // Drawn samples on the brand showcase sit in square frames like product swatches.
      return "swatch";
    case "visualiser":
      return /^visualiser-room-[a-z0-9-]+$/.test(slot) ? "sampleRoom" : null;
  }
}

export function productSlot(id: number, kind: "swatch" | "room" | "detail"): string {
  return `product-${id}-${kind}`;
}

export function gallerySlot(id: string): string {
  return `gallery-${id}`;
}

export function brandSlot(slug: string): string {
  return `brand-${slug}`;
}

export function guideSlot(slug: string): string {
  return `guide-${slug}`;
}

/** A sample room for the wall visualiser: `visualiser-room-living`. */
export function visualiserRoomSlot(name: string): string {
  return `visualiser-room-${name}`;
}
