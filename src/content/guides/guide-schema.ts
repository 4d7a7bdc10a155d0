import { z } from "zod";
import {
  type Motif,
  type RoomSceneSpec,
  materials,
  motifsByStyle,
  roomTypes,
  styles,
} from "@/content/catalog/taxonomy";
import { type GuideSlug, guideSlugs } from "./guide-slugs";

/** Anchor ids and slugs: lowercase words joined by single hyphens. */
export const anchorIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lowercase words joined by hyphens." });

/** Text that may carry inline links written as [label](/path); see parseInlineLinks. */
const richText = z.string().trim().min(1);

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

const allMotifs: Motif[] = Object.values(motifsByStyle).flat();

export const roomSceneSpecSchema = z
  .object({
    room: z.enum(roomTypes.map((room) => room.slug)),
    style: z.enum(styles.map((style) => style.slug)),
    motif: z.enum(allMotifs),
    material: z.enum(materials.map((material) => material.slug)).optional(),
    palette: z.object({
      ground: hexColor,
      inks: z.tuple([hexColor], hexColor),
      metallic: hexColor.optional(),
    }),
  })
  .refine((scene) => (motifsByStyle[scene.style] as readonly string[]).includes(scene.motif), {
    error: "The motif must belong to the scene's style.",
    path: ["motif"],
  });

export const guideHeadingBlockSchema = z.object({
  type: z.literal("heading"),
  level: z.literal([2, 3]),
  text: z.string().trim().min(2),
  id: anchorIdSchema,
});

export const guideParagraphBlockSchema = z.object({
  type: z.literal("paragraph"),
  text: richText,
});

export const guideListBlockSchema = z.object({
  type: z.literal("list"),
  ordered: z.boolean().optional(),
  items: z.array(richText).min(2),
});

export const guideStepsBlockSchema = z.object({
  type: z.literal("steps"),
  items: z.array(z.object({ title: z.string().trim().min(2), text: richText })).min(2),
});

export const guideTipBlockSchema = z.object({
  type: z.literal("tip"),
  title: z.string().trim().min(2),
  text: richText,
});

export const guideLinkSchema = z.object({
  href: z.string().startsWith("/"),
  label: z.string().trim().min(2),
});

export const guideLinksBlockSchema = z.object({
  type: z.literal("links"),
  items: z.array(guideLinkSchema).min(1),
});

export const guideBlockSchema = z.discriminatedUnion("type", [
  guideHeadingBlockSchema,
  guideParagraphBlockSchema,
  guideListBlockSchema,
  guideStepsBlockSchema,
  guideTipBlockSchema,
  guideLinksBlockSchema,
]);

export type GuideHeadingBlock = z.infer<typeof guideHeadingBlockSchema>;
export type GuideParagraphBlock = z.infer<typeof guideParagraphBlockSchema>;
export type GuideListBlock = z.infer<typeof guideListBlockSchema>;
export type GuideStepsBlock = z.infer<typeof guideStepsBlockSchema>;
export type GuideTipBlock = z.infer<typeof guideTipBlockSchema>;
export type GuideLink = z.infer<typeof guideLinkSchema>;
export type GuideLinksBlock = z.infer<typeof guideLinksBlockSchema>;
export type GuideBlock = z.infer<typeof guideBlockSchema>;

export const guideSchema = z.object({
  slug: z.enum(guideSlugs),
  /** The page heading (h1). */
  title: z.string().trim().min(10).max(90),
  /** The document title before the site name is appended. */
  metaTitle: z.string().trim().min(10).max(60),
  description: z.string().trim().min(70).max(155),
  /** One line for the guide list. */
  summary: z.string().trim().min(30).max(160),
  readingMinutes: z.number().int().min(1).max(20),
  /** ISO date the content was last reviewed. */
  updated: z.iso.date(),
  illustration: z.object({
    scene: roomSceneSpecSchema,
    alt: z.string().trim().min(30).max(200),
  }),
  body: z.array(guideBlockSchema).min(3),
});

export type Guide = Omit<z.infer<typeof guideSchema>, "slug" | "illustration"> & {
  slug: GuideSlug;
  illustration: { scene: RoomSceneSpec; alt: string };
};

export const glossaryTermSchema = z.object({
  id: anchorIdSchema,
  term: z.string().trim().min(2),
  /** Two to four sentences; may carry inline links. */
  definition: richText,
});

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** An entry of the site-wide guide list: the eleven guides plus the calculator. */
export const guideListEntrySchema = z.object({
  path: z.string().startsWith("/"),
  title: z.string().trim().min(10),
  summary: z.string().trim().min(30).max(160),
});

export type GuideListEntry = z.infer<typeof guideListEntrySchema>;
