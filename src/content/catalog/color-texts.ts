/**
 * Heading and introduction of each color page (/color/<name>). Six colors have their own text
 * (docs/product.md, 3.5 Listings); every other name, including one typed into the URL, gets the
 * template (`colorText` in src/lib/catalog/color-text.ts).
 */
import { z } from "zod";

import type { ColorSlug } from "./taxonomy";

export const colorTextSchema = z.object({
  title: z.string().min(5).max(80),
  description: z.string().min(80).max(400),
});

export type ColorText = z.infer<typeof colorTextSchema>;

export const customColorTexts = {
  white: {
    title: "Soft White Wallpaper",
    description:
      "White wallpaper is rarely plain. Chalky linens, ivory grasscloths and tone-on-tone damasks give a pale room texture and quiet depth. They suit bright Florida light and let furniture and art take the lead.",
  },
  yellow: {
    title: "Sunny Yellow Wallpaper",
    description:
      "Yellow brings warmth to a north-facing room and a welcome glow to a hallway or breakfast room. Our selection runs from buttery, sunlit florals to ochre geometrics. Softer yellows read almost neutral on a large wall.",
  },
  red: {
    title: "Rich Red Wallpaper",
    description:
      "Red is the classic color of dining rooms and libraries, where it feels warm and enveloping by lamplight. Choose a deep lacquer red for drama or a faded coral print for something gentler. A little goes a long way in a powder room.",
  },
  blue: {
    title: "Classic Blue Wallpaper",
    description:
      "Blue is calm, dependable and at home near the water. Think indigo toiles, chinoiserie in porcelain blue and crisp coastal stripes. Paler blues open up a bedroom; navy makes a study feel tailored.",
  },
  teal: {
    title: "Deep Teal Wallpaper",
    description:
      "Teal sits between blue and green and takes on both, depending on the light. It gives a dining room or a powder room a jewel-like depth. It pairs beautifully with brass, cane and warm wood.",
  },
  green: {
    title: "Garden Green Wallpaper",
    description:
      "Green brings the garden indoors, from sage and celadon grounds to lush tropical leaves. It is easy to live with and suits almost every room. Deeper greens feel cocooning in a library or a bedroom.",
  },
} as const satisfies Partial<Record<ColorSlug, ColorText>>;
