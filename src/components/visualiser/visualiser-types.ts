import type { ReactNode } from "react";

import type { Quad } from "@/lib/visualiser/geometry";

/** A sample room the visitor can start from: its picture and its back walls' corners. */
export type SampleRoom = {
  id: string;
  name: string;
  alt: string;
  walls: readonly Quad[];
  picture: { src: string; width: number; height: number };
};

/** What the tool swaps in with each paper, rendered on the server. */
export type PaperNodes = {
  swatch: ReactNode;
  breadcrumb: ReactNode;
  /** The consultation button that sends the picture with this paper's name. */
  send: ReactNode;
};

export type ToolMode = "corners" | "paint" | "restore";
