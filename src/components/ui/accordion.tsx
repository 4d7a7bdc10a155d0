import { Plus } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/**
 * An accordion on native exclusive <details name>: one item open at a time, the open one can be
 * closed, keyboard operable, and all of it without JavaScript.
 */
export function Accordion({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="accordion"
      className={cn("divide-y divide-border border-y border-border", className)}
      {...props}
    />
  );
}

export function AccordionItem({
  group,
  title,
  children,
  defaultOpen,
  id,
  headingLevel = 3,
}: {
  group: string;
  title: React.ReactNode;
  children: React.ReactNode;
  defaultOpen?: boolean;
  id?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details name={group} open={defaultOpen} id={id} className="group scroll-mt-28">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 py-4 text-left [&::-webkit-details-marker]:hidden">
        <Heading className="font-display text-xl leading-snug font-medium sm:text-2xl">
          {title}
        </Heading>
        <Plus
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-45"
        />
      </summary>
      <div className="max-w-prose pb-6 text-foreground/90">{children}</div>
    </details>
  );
}
