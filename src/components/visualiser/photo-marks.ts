/** The performance marks from a visitor's choice of room or photo to the papered picture. */
export const photoMarks = {
  chosen: "visualiser:photo-chosen",
  decoded: "visualiser:photo-decoded",
  drawn: "visualiser:photo-drawn",
  /** From the choice to a papered picture with its handles: what a visitor waits for. */
  ready: "visualiser:photo-ready",
  decode: "visualiser:photo-decode",
} as const;
