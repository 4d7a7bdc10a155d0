import { Fragment } from "react";

/** A number range and the unit after it: "1-4 weeks", "30–60 minutes", "1 a 4 semanas". */
const rangePattern = /(\d+(?:[-–]|\s+a\s+)\d+\s+\p{L}+)/u;

/**
 * Keeps a range and its unit on one line, so "1-4 weeks" never breaks after the hyphen and leaves
 * "4 weeks" alone at the start of the next line (nor "1 a 4 semanas" after the "a").
 */
export function KeepRangesTogether({ text }: { text: string }) {
  const parts = text.split(rangePattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
