import { cn } from "@/lib/utils/cn";
import { KeepRangesTogether } from "./keep-ranges-together";

/**
 * A process as an ordered list: each step under a hairline with its number in brass, the way a
 * magazine sets a sidebar. Four steps sit in one row on wide screens.
 */
export function NumberedSteps({
  steps,
  className,
  columns = 4,
}: {
  steps: readonly { title: string; text: string }[];
  className?: string;
  columns?: 3 | 4 | 5;
}) {
  return (
    <ol
      className={cn(
        "grid gap-x-8 gap-y-10 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
        columns === 5 && "lg:grid-cols-5",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="border-t border-border-strong pt-5">
          <p aria-hidden="true" className="font-display text-lg text-accent-foreground italic">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h3 className="mt-2 text-2xl">{step.title}</h3>
          <p className="mt-3 text-muted-foreground">
            <KeepRangesTogether text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
