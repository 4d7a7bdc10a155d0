/**
 * The visualiser's sample rooms in Spanish. The pictures, slots and wall corners are the English
 * ones (they are computed from the renderer's framing); only each room's name and alt text are
 * written here, keyed by the room's id.
 */
import {
  visualiserRooms as englishVisualiserRooms,
  type VisualiserRoom,
} from "@/content/visualiser-rooms";

export { visualiserRoomScenes, visualiserRoomWallHeightFeet } from "@/content/visualiser-rooms";

const texts: Readonly<Record<string, Pick<VisualiserRoom, "name" | "alt">>> = {
  "living-room": {
    name: "Sala",
    alt: "Una sala con una pared del fondo lisa verde salvia, un sofá crema con dos cojines terracota, una lámpara sobre una mesa auxiliar de madera oscura y un olivo en maceta cerca de la ventana, a la izquierda.",
  },
  bedroom: {
    name: "Dormitorio",
    alt: "Un dormitorio con una pared del fondo lisa azul grisáceo, una cabecera tapizada color crema, una cama vestida de blanco con una manta mostaza y una mesa de noche de roble con una lámpara a cada lado.",
  },
  hall: {
    name: "Vestíbulo",
    alt: "Un vestíbulo con una pared del fondo lisa color masilla cálido, una consola de madera oscura con una lámpara, libros y un jarrón con ramas, canastas en su repisa inferior, un olivo en maceta y un piso de baldosas blancas y negras.",
  },
};

const unknownIds = Object.keys(texts).filter(
  (id) => !englishVisualiserRooms.some((room) => room.id === id),
);
if (unknownIds.length > 0)
  throw new Error(`Spanish visualiser text for unknown ids: ${unknownIds}`);

export const visualiserRooms: readonly VisualiserRoom[] = englishVisualiserRooms.map((room) => {
  const text = texts[room.id];
  if (text === undefined) throw new Error(`Visualiser room ${room.id} has no Spanish text`);
  return { ...room, ...text };
});
