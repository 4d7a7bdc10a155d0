import { readingMinutesFor } from "@/lib/guides/guide-text";
import { type Guide } from "./guide-schema";

/** Reading time is derived from the body so it cannot drift when a guide is edited. */
export function defineGuide(guide: Omit<Guide, "readingMinutes">): Guide {
  return { ...guide, readingMinutes: readingMinutesFor(guide.body) };
}
