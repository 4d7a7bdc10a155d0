"use client";

import { Wallpaper } from "lucide-react";
import Link from "next/link";
import { use } from "react";

import { parseWallHeightFeet } from "@/lib/visualiser/wall-scale";

import { WallHeightContext } from "./wall-height-context";

/** The paper on a photo of the visitor's wall, at the height they typed into the calculator. */
export function SeeOnWallLink({ href, className }: { href: string; className?: string }) {
  const feet = parseWallHeightFeet(use(WallHeightContext));
  return (
    <Link
      href={feet === null ? href : `${href}?height=${feet}`}
      // The tool's code is loaded on its own page, not prefetched with the calculator.
      prefetch={false}
      className={className}
    >
      <Wallpaper aria-hidden="true" className="size-4" />
      See it on your wall
    </Link>
  );
}
