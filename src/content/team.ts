/**
 * The people on the About page. The founder's name and title come from `site`; the other three are
 * placeholder colleagues the owner replaces with the real team.
 */
import { z } from "zod";

import { site } from "@/content/site";

/** Copy that speaks of the owner informally uses the first name, so it follows `site.ownerName`. */
export const ownerFirstName: string = site.ownerName.split(" ")[0] ?? site.ownerName;

export const teamMemberSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(2),
    role: z.string().min(2),
    bio: z.string().min(40),
    /** Image slot id the artwork pipeline draws; always `team-<id>`. */
    portrait: z.string().regex(/^team-[a-z0-9-]+$/),
    portraitAlt: z.string().min(10),
  })
  .refine((member) => member.portrait === `team-${member.id}`, {
    message: "portrait must be team-<id>",
    path: ["portrait"],
  });

export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.array(teamMemberSchema).min(4);

/** The founder comes first; the id stays "founder" so the portrait slot survives a change of owner. */
export const team: readonly TeamMember[] = [
  {
    id: "founder",
    name: site.ownerName,
    role: site.ownerTitle,
    bio: `${ownerFirstName} spent years specifying finishes for South Florida homes and hotels before opening ${site.name} in ${site.foundingYear}. ${ownerFirstName} still meets most clients in person and will tell you plainly when a paper is wrong for a humid room.`,
    portrait: "team-founder",
    portraitAlt: `Portrait of ${site.ownerName} in the showroom, holding a grasscloth sample against a wall`,
  },
  {
    id: "marisol-ortega",
    name: "Marisol Ortega",
    role: "Senior design consultant",
    bio: "Marisol runs the showroom day to day and knows the sample library by heart, down to which books are about to be discontinued. She leads most showroom consultations and is the person to ask about color, scale and pattern repeat.",
    portrait: "team-marisol-ortega",
    portraitAlt: "Portrait of Marisol Ortega beside a table of open wallpaper sample books",
  },
  {
    id: "luis-cardenas",
    name: "Luis Cárdenas",
    role: "Installation lead",
    bio: "Luis has hung wallcoverings in South Florida for more than fifteen years, from hand-painted silks to commercial vinyl in hotel corridors. He measures every job before the order is placed and runs the crews that install it.",
    portrait: "team-luis-cardenas",
    portraitAlt:
      "Portrait of Luis Cárdenas holding a smoothing brush in front of a freshly papered wall",
  },
  {
    id: "naomi-brandt",
    name: "Naomi Brandt",
    role: "Trade and commercial projects coordinator",
    bio: "Naomi works with interior designers, architects and contractors on hospitality, restaurant and condominium projects. She handles specifications, fire-rating documents, quantities and delivery schedules so the wallcovering arrives when the site is ready.",
    portrait: "team-naomi-brandt",
    portraitAlt:
      "Portrait of Naomi Brandt reviewing a set of drawings with wallcovering samples clipped to them",
  },
];
