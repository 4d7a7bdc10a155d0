import { LocalizedLink } from "@/components/ui/localized-link";

import { parseInlineLinks } from "@/lib/guides/inline-links";
import { cn } from "@/lib/utils/cn";

export const proseLinkClass =
  "font-medium text-foreground underline decoration-accent/70 decoration-1 underline-offset-[5px] transition-colors hover:decoration-foreground";

/** Guide text with its [label](/path) links as real links; nothing else is interpreted. */
export function InlineText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return parseInlineLinks(text).map((segment, index) =>
    segment.type === "link" ? (
      <LocalizedLink key={index} href={segment.href} className={cn(proseLinkClass, linkClassName)}>
        {segment.label}
      </LocalizedLink>
    ) : (
      segment.text
    ),
  );
}
