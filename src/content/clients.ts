/**
 * The row of commercial-project client names on the home page. The names are invented placeholders
 * (no real business is implied) until the owner lists clients who agreed to be named.
 */
import { z } from "zod";

export const clientKinds = [
  "Hospitality",
  "Residential tower",
  "Restaurant",
  "Office",
  "Private club",
] as const;

export const clientSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  kind: z.enum(clientKinds),
});

export type Client = z.infer<typeof clientSchema>;

export const clientsSchema = z.array(clientSchema).length(8);

export const clients: readonly Client[] = [
  { id: "alhambra-residences", name: "The Alhambra Residences", kind: "Residential tower" },
  { id: "coquina-house-hotel", name: "Coquina House Hotel", kind: "Hospitality" },
  { id: "osteria-calamar", name: "Osteria Calamar", kind: "Restaurant" },
  { id: "meridian-at-brickell-key", name: "Meridian at Brickell Key", kind: "Office" },
  { id: "sabal-yacht-club", name: "The Sabal Yacht Club", kind: "Private club" },
  { id: "villa-sargasso", name: "Villa Sargasso Inn", kind: "Hospitality" },
  { id: "mangrove-and-lime", name: "Mangrove & Lime", kind: "Restaurant" },
  { id: "seagrape-tower", name: "Seagrape Tower Condominium", kind: "Residential tower" },
];
