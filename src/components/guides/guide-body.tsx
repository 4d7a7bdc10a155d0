import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import type {
  GuideBlock,
  GuideLinksBlock,
  GuideListBlock,
  GuideStepsBlock,
  GuideTipBlock,
} from "@/content/guides";
import { cn } from "@/lib/utils/cn";

import { InlineText } from "./inline-text";

/** A guide's body set for reading: a narrow measure, serif headings, quiet brass ornaments. */
export function GuideBody({
  blocks,
  className,
}: {
  blocks: readonly GuideBlock[];
  className?: string;
}) {
  return (
    <div className={cn("text-foreground/90", className)}>
      {blocks.map((block, index) => (
        <GuideBlockView key={index} block={block} />
      ))}
    </div>
  );
}

export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case "heading":
      return block.level === 2 ? (
        <h2
          id={block.id}
          className="mt-14 scroll-mt-28 border-t border-border pt-10 text-3xl first:mt-0 first:border-t-0 first:pt-0 sm:text-4xl"
        >
          {block.text}
        </h2>
      ) : (
        <h3 id={block.id} className="mt-10 scroll-mt-28 text-2xl">
          {block.text}
        </h3>
      );
    case "paragraph":
      return (
        <p className="mt-5 first:mt-0">
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return <GuideList block={block} />;
    case "steps":
      return <GuideSteps block={block} />;
    case "tip":
      return <GuideTip block={block} />;
    case "links":
      return <GuideLinks block={block} />;
  }
}

function GuideList({ block }: { block: GuideListBlock }) {
  const List = block.ordered ? "ol" : "ul";
  return (
    <List
      className={cn(
        "mt-5 space-y-2.5 pl-6",
        block.ordered
          ? "list-decimal marker:font-display marker:text-lg marker:text-accent-foreground"
          : "list-disc marker:text-accent",
      )}
    >
      {block.items.map((item) => (
        <li key={item} className="pl-1.5">
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}

function GuideSteps({ block }: { block: GuideStepsBlock }) {
  const t = useTranslations("guides.body");
  return (
    <ol className="mt-8 border-t border-border">
      {block.items.map((step, index) => (
        <li
          key={step.title}
          className="grid grid-cols-[2.75rem_1fr] gap-x-4 border-b border-border py-6 sm:grid-cols-[3.5rem_1fr] sm:gap-x-6"
        >
          <span
            aria-hidden="true"
            className="font-display text-4xl leading-none text-accent-foreground lining-nums tabular-nums sm:text-5xl"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-display text-xl leading-snug text-foreground sm:text-2xl">
              <span className="sr-only">{t("step", { number: index + 1 })}</span>
              {step.title}
            </p>
            <p className="mt-2">
              <InlineText text={step.text} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function GuideTip({ block }: { block: GuideTipBlock }) {
  const t = useTranslations("guides.body");
  return (
    <div className="mt-8 border-l-2 border-accent bg-surface px-5 py-5 sm:px-7 sm:py-6">
      <p className="eyebrow text-accent-foreground">{t("tip")}</p>
      <p className="mt-2 font-display text-xl leading-snug text-foreground sm:text-2xl">
        {block.title}
      </p>
      <p className="mt-2">
        <InlineText text={block.text} />
      </p>
    </div>
  );
}

function GuideLinks({ block }: { block: GuideLinksBlock }) {
  const t = useTranslations("guides.body");
  return (
    <div className="mt-10">
      <p className="eyebrow">{t("keepReading")}</p>
      <ul className="mt-3 border-t border-border">
        {block.items.map((item) => (
          <li key={item.href} className="border-b border-border">
            <LocalizedLink
              href={item.href}
              className="group flex min-h-14 items-center justify-between gap-4 py-3 font-display text-xl text-foreground transition-colors hover:text-primary"
            >
              <span>{item.label}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-accent-foreground transition-transform duration-200 group-hover:translate-x-1"
              />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
