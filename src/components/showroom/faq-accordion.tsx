import { LocalizedLink } from "@/components/ui/localized-link";

import { Accordion, AccordionItem } from "@/components/ui/accordion";
import type { Faq } from "@/content/faqs";

import { KeepRangesTogether } from "./keep-ranges-together";

/** The questions as one exclusive accordion: opening one closes the other, all without script. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} id={faq.id} group="faqs" title={faq.question} headingLevel={2}>
          <p>
            <KeepRangesTogether text={faq.answer} />
          </p>
          {faq.links ? (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1">
              {faq.links.map((link) => (
                <li key={link.href}>
                  <LocalizedLink
                    href={link.href}
                    className="inline-flex min-h-11 items-center text-sm font-semibold underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground"
                  >
                    {link.label}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : null}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
