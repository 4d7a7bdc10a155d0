/**
 * The visualiser's sample rooms, for visitors without a photograph of their own wall: drawn
 * rooms with a plainly painted back wall (slot `visualiser-room-<name>`) and furniture standing
 * in front of it, which the tool's brush can paint out. The wall's corners are computed from the
 * same framing the renderer draws with, so they cannot drift from the picture.
 */
import { z } from "zod";

import { roomTypes, type RoomType } from "@/content/catalog/taxonomy";
import { imagePresets } from "@/lib/images/presets";
import {
  crownMetres,
  paperedBackWall,
  roomFramingFor,
  roomHeightMetres,
  skirtingMetres,
} from "@/lib/images/room-geometry";
import { parseSlot, visualiserRoomSlot } from "@/lib/images/slots";
import type { Quad } from "@/lib/visualiser/geometry";

export type VisualiserRoom = {
  id: string;
  /** "Living room", on the room's button. */
  name: string;
  /** Describes the picture. */
  alt: string;
  slot: string;
  /** Corner fractions (0..1 of the width and height), top-left, top-right, bottom-right, bottom-left. */
  walls: readonly Quad[];
};

/** What a sample room is drawn with: the room's furniture, the wall's paint and an accent. */
export type VisualiserRoomScene = { slot: string; room: RoomType; paint: string; accent: string };

const hex = z.string().regex(/^#[0-9a-f]{6}$/, "a lower-case #rrggbb colour");
const fraction = z.number().min(0).max(1);
const point = z.object({ x: fraction, y: fraction });

export const visualiserRoomSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(3).max(30),
  alt: z.string().min(60).max(260),
  slot: z.string().refine((slot) => parseSlot(slot)?.preset === "sampleRoom", {
    error: "a visualiser-room-<name> slot",
  }),
  walls: z.array(z.tuple([point, point, point, point])).min(1),
});

export const visualiserRoomSceneSchema = z.object({
  slot: z.string(),
  room: z.enum(roomTypes.map((room) => room.slug)),
  paint: hex,
  accent: hex,
});

/**
 * How high the papered wall of every sample room is, crown moulding to skirting board, in feet:
 * the height that puts a paper at its true size on it (about 8.4 ft).
 */
export const visualiserRoomWallHeightFeet =
  (roomHeightMetres - crownMetres - skirtingMetres) / 0.3048;

const backWall = paperedBackWall(
  roomFramingFor(imagePresets.sampleRoom.width, imagePresets.sampleRoom.height),
);

type Entry = Omit<VisualiserRoom, "slot" | "walls"> & {
  slotName: string;
  scene: Omit<VisualiserRoomScene, "slot">;
};

const entries: readonly Entry[] = [
  {
    id: "living-room",
    slotName: "living",
    name: "Living room",
    alt: "A living room with a plain sage green back wall, a cream sofa with two terracotta cushions, a lamp on a dark wood side table, and a potted olive tree near the window on the left.",
    scene: { room: "living-room", paint: "#c3c9b6", accent: "#b86e4f" },
  },
  {
    id: "bedroom",
    slotName: "bedroom",
    name: "Bedroom",
    alt: "A bedroom with a plain dusty blue back wall, a cream upholstered headboard, a bed made up in white with a mustard throw, and an oak nightstand with a lamp on either side.",
    scene: { room: "bedroom", paint: "#c5cdd0", accent: "#c9a04e" },
  },
  {
    id: "hall",
    slotName: "hall",
    name: "Entrance hall",
    alt: "An entrance hall with a plain warm putty back wall, a dark wood console table holding a lamp, books and a vase of branches, baskets on its lower shelf, an olive tree in a pot, and a black and white tiled floor.",
    scene: { room: "entry-hall", paint: "#d6cbb9", accent: "#5f7a6c" },
  },
];

export const visualiserRooms: readonly VisualiserRoom[] = entries.map((entry) => ({
  id: entry.id,
  name: entry.name,
  alt: entry.alt,
  slot: visualiserRoomSlot(entry.slotName),
  walls: [backWall],
}));

export const visualiserRoomScenes: readonly VisualiserRoomScene[] = entries.map((entry) => ({
  slot: visualiserRoomSlot(entry.slotName),
  ...entry.scene,
}));
