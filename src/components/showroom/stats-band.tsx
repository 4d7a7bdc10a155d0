import type { ShowroomStat } from "@/content/about";
import { cn } from "@/lib/utils/cn";

/**
 * The showroom's figures between two hairlines, divided by thin rules rather than boxed: two
 * columns on phones (the fifth across both), one row of five on desktop. Numbers in the serif.
 */
export function StatsBand({
  stats,
  className,
}: {
  stats: readonly ShowroomStat[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 border-y border-border-strong lg:grid-cols-5", className)}>
      {stats.map((stat, index) => (
        <div
          key={stat.id}
          className={cn(
            "flex flex-col-reverse justify-end gap-3 border-border py-7 pr-4 lg:border-r-0 lg:border-b-0 lg:px-6 lg:py-10",
            // Phones: two columns, the fifth figure across both.
            index % 2 === 0 ? "pl-0" : "pl-5",
            (index === 0 || index === 2) && "border-r",
            index < 4 && "border-b",
            index === 4 && "col-span-2 lg:col-span-1",
            // Desktop: one row, divided by rules, the first figure flush with the margin.
            index === 0 ? "lg:pl-0" : "lg:border-l",
          )}
        >
          <dt className="eyebrow">{stat.label}</dt>
          <dd className="font-display text-4xl leading-none text-foreground lining-nums xl:text-5xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
