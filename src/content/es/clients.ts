/**
 * The commercial clients in Spanish. Their names are proper names and `kind` is the value the
 * schema checks, so both stay as in English; the words shown for each kind are below.
 */
import type { Client } from "@/content/clients";

export { clientKinds, clients } from "@/content/clients";

/** What the home page shows under a client's name in place of the English `kind`. */
export const clientKindText: Readonly<Record<Client["kind"], string>> = {
  Hospitality: "Hotelería",
  "Residential tower": "Torre residencial",
  Restaurant: "Restaurante",
  Office: "Oficinas",
  "Private club": "Club privado",
};
