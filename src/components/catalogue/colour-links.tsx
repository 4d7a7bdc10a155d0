import Link from "next/link";

import { colours } from "@/content/catalogue/taxonomy";

/** The other named colours, as swatches linking to their pages. */
export function ColourLinks({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="other-colours-heading" className="mt-16">
      <h2 id="other-colours-heading" className="eyebrow font-sans text-foreground">
        {current ? "Explore other colors" : "Explore by color"}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 xl:grid-cols-4">
        {colours
          .filter((colour) => colour.slug !== current)
          .map((colour) => (
            <li key={colour.slug}>
              <Link
                href={`/color/${colour.slug}`}
                className="group/colour flex min-h-11 items-center gap-3 text-sm text-foreground/85 hover:text-foreground"
              >
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: colour.swatch }}
                  className="size-6 shrink-0 rounded-full border border-foreground/15 transition-transform group-hover/colour:scale-110 motion-reduce:transition-none"
                />
                <span className="underline-offset-4 group-hover/colour:underline">
                  {colour.title} wallpaper
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
