import { describe, expect, it } from "vitest";

import { calculatorGuideEntry } from "@/content/guides/calculator-guide-entry";
import { guideListEntrySchema } from "@/content/guides/guide-schema";
import { guideSlugs } from "@/content/guides/guide-slugs";
import { guides } from "@/content/guides/guides";

import { getGuide } from "./guide-lookup";
import {
  calculatorNeighbours,
  drawerGuideLinks,
  guideList,
  guideNeighbours,
} from "./guide-navigation";
import { guideReadingOrder } from "./guide-fixtures";

describe("guide list", () => {
  it("puts the calculator between the border and type guides", () => {
    expect(guideList.map((entry) => entry.path)).toEqual([
      "/how-to/choose-wallpaper-color",
      "/how-to/choose-a-wallpaper-pattern",
      "/how-to/what-can-i-do-with-a-border",
      "/wallpaper-calculator",
      "/how-to/choose-the-right-type-of-wallpaper",
      "/how-to/prepare-your-walls-for-wallpaper",
      "/how-to/hang-wallpaper",
      "/how-to/clean-wallpaper-safely",
      "/how-to/choose-the-right-wallpaper",
      "/how-to/wallpaper-in-the-laundry-room",
      "/how-to/differences-between-wallpaper-brands",
      "/how-to/glossary",
    ]);
    expect(guideList[3]).toBe(calculatorGuideEntry);
    expect(calculatorGuideEntry.title).toBe(
      "How Many Rolls Of Wallpaper Do I Need? - Use The Wallpaper Calculator!",
    );
  });

  it("entries match the schema and carry each guide's title and summary", () => {
    for (const entry of guideList) expect(guideListEntrySchema.safeParse(entry).success).toBe(true);
    for (const guide of guides) {
      expect(guideList).toContainEqual({
        path: `/how-to/${guide.slug}`,
        title: guide.title,
        summary: guide.summary,
      });
    }
  });

  it("gives the drawer the first five: color, pattern, border, calculator, type", () => {
    expect(drawerGuideLinks.map((entry) => entry.path)).toEqual([
      "/how-to/choose-wallpaper-color",
      "/how-to/choose-a-wallpaper-pattern",
      "/how-to/what-can-i-do-with-a-border",
      "/wallpaper-calculator",
      "/how-to/choose-the-right-type-of-wallpaper",
    ]);
  });
});

describe("guideNeighbours", () => {
  it("leaves the ends empty", () => {
    expect(guideNeighbours("choose-wallpaper-color").previous).toBeUndefined();
    expect(guideNeighbours("choose-wallpaper-color").next?.path).toBe(
      "/how-to/choose-a-wallpaper-pattern",
    );
    expect(guideNeighbours("glossary").next).toBeUndefined();
    expect(guideNeighbours("glossary").previous?.path).toBe(
      "/how-to/differences-between-wallpaper-brands",
    );
  });

  it("skips the calculator", () => {
    expect(guideNeighbours("what-can-i-do-with-a-border").next).toEqual({
      path: "/how-to/choose-the-right-type-of-wallpaper",
      title: getGuide("choose-the-right-type-of-wallpaper")?.title,
    });
    expect(guideNeighbours("choose-the-right-type-of-wallpaper").previous?.path).toBe(
      "/how-to/what-can-i-do-with-a-border",
    );
    for (const slug of guideSlugs) {
      const { previous, next } = guideNeighbours(slug);
      expect(previous?.path).not.toBe("/wallpaper-calculator");
      expect(next?.path).not.toBe("/wallpaper-calculator");
    }
  });

  it("walks the whole list in order", () => {
    const walked = ["choose-wallpaper-color"];
    for (let next = guideNeighbours("choose-wallpaper-color").next; next;) {
      const slug = next.path.slice("/how-to/".length);
      walked.push(slug);
      next = guideNeighbours(slug).next;
    }
    expect(walked).toEqual(guideReadingOrder);
  });

  it("is empty for an unknown slug", () => {
    expect(guideNeighbours("nope")).toEqual({});
  });

  it("gives the calculator the border and type guides", () => {
    expect(calculatorNeighbours.previous?.path).toBe("/how-to/what-can-i-do-with-a-border");
    expect(calculatorNeighbours.next?.path).toBe("/how-to/choose-the-right-type-of-wallpaper");
  });
});
