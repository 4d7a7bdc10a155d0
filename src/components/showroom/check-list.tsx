import { cn } from "@/lib/utils/cn";

/** A plain list with brass dashes: the inclusions, what the warranty covers, what it does not. */
export function CheckList({
  items,
  columns = 1,
  muted = false,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2;
  muted?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "grid gap-x-10",
        columns === 2 && "md:grid-cols-2",
        muted ? "text-muted-foreground" : "text-foreground",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-4 border-b border-border py-4">
          <span
            aria-hidden="true"
            className={cn("mt-3 h-px w-4 shrink-0", muted ? "bg-border-strong" : "bg-accent")}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
