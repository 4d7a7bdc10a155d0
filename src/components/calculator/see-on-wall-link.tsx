"use client";

import { Wallpaper } from "lucide-react";
import { use } from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import { parseWallHeightFeet } from "@/lib/visualiser/wall-scale";

import { WallHeightContext } from "./wall-height-context";

/**
 * The paper on a photo of the visitor's wall, at the height they typed into the calculator.
 * `href` is the tool's internal (English) path; `label` is the server parent's
 * `visualiser.link.seeOnWall` message, so this leaf needs no messages of its own.
 */
export function SeeOnWallLink({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  const feet = parseWallHeightFeet(use(WallHeightContext));
  return (
    <LocalizedLink
      href={feet === null ? href : `${href}?height=${feet}`}
      // The tool's code is loaded on its own page, not prefetched with the calculator.
      prefetch={false}
      className={className}
    >
      <Wallpaper aria-hidden="true" className="size-4" />
      {label}
    </LocalizedLink>
  );
}
