import type { Metadata } from "next";

import { designSystemCopy } from "@/components/design-system/design-system-copy";
import { InteractiveDemos } from "@/components/design-system/interactive-demos";
import { PageHeader } from "@/components/page/page-header";
import { Section, SectionHeading } from "@/components/page/section";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LinkButton } from "@/components/ui/link-button";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { pageLocale } from "@/i18n/page-locale";
import { localizePath } from "@/lib/i18n/localize-path";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/design-system">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = designSystemCopy(locale);
  return pageMetadata({
    locale,
    title: meta.title,
    description: meta.description,
    path: "/design-system",
    noindex: true,
  });
}

export default async function DesignSystemPage({ params }: PageProps<"/[locale]/design-system">) {
  const locale = await pageLocale(params);
  const copy = designSystemCopy(locale);
  const { type, color, actions, forms, containers, overlays, dark } = copy;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>} />
      <Section tone="surface" aria-labelledby="type">
        <SectionHeading id="type" eyebrow={type.eyebrow} title={type.title} />
        <div className="mt-10 space-y-5">
          <p className="font-display text-6xl">Display 6xl</p>
          <p className="font-display text-5xl">Display 5xl</p>
          <p className="font-display text-4xl">Display 4xl</p>
          <p className="font-display text-3xl">Display 3xl</p>
          <p className="font-display text-2xl">Display 2xl</p>
          <p className="font-display text-xl">Display xl</p>
          <p className="max-w-prose text-lg">{type.lead}</p>
          <p className="max-w-prose">{type.body}</p>
          <p className="eyebrow">{type.eyebrowSample}</p>
        </div>
      </Section>
      <Section aria-labelledby="color">
        <SectionHeading id="color" eyebrow={color.eyebrow} title={color.title} />
        <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {color.swatches.map(([name, className]) => (
            <li key={name}>
              <div className={`aspect-[4/3] ${className}`} />
              <p className="mt-2 text-sm">{name}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" aria-labelledby="buttons">
        <SectionHeading id="buttons" eyebrow={actions.eyebrow} title={actions.title} />
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <Button>{actions.primary}</Button>
          <Button variant="outline">{actions.outline}</Button>
          <Button variant="quiet">{actions.quiet}</Button>
          <Button disabled>{actions.disabled}</Button>
          <Button size="lg">{actions.large}</Button>
          <Button size="sm" variant="outline">
            {actions.small}
          </Button>
          <LinkButton href="/" variant="outline">
            {actions.linkButton}
          </LinkButton>
          <Button disabled aria-busy="true">
            <Spinner size="sm" /> {actions.sending}
          </Button>
        </div>
        <div className="mt-8 flex flex-wrap gap-2">
          <Badge>{actions.badges.inStock}</Badge>
          <Badge tone="outline">{actions.badges.sampleAvailable}</Badge>
          <Badge tone="success">{actions.badges.new}</Badge>
          <Badge tone="warning">{actions.badges.specialOrder}</Badge>
        </div>
      </Section>
      <Section aria-labelledby="forms">
        <SectionHeading id="forms" eyebrow={forms.eyebrow} title={forms.title} />
        <form
          className="mt-10 grid max-w-2xl gap-6"
          action={localizePath("/design-system", locale)}
          method="get"
        >
          <Field id="ds-name" label={forms.name} required>
            <Input id="ds-name" name="name" autoComplete="name" required aria-required="true" />
          </Field>
          <Field id="ds-email" label={forms.email} required error={forms.emailError}>
            <Input
              id="ds-email"
              name="email"
              type="email"
              defaultValue="not-an-address"
              aria-invalid="true"
              aria-describedby={describedBy("ds-email", { error: true })}
            />
          </Field>
          <Field id="ds-time" label={forms.time} hint={forms.timeHint}>
            <Select
              id="ds-time"
              name="time"
              aria-describedby={describedBy("ds-time", { hint: true })}
            >
              <option value="">{forms.anyTime}</option>
              <option>{forms.tenAm}</option>
            </Select>
          </Field>
          <Field id="ds-message" label={forms.message}>
            <Textarea id="ds-message" name="message" placeholder={forms.messagePlaceholder} />
          </Field>
          <Field id="ds-disabled" label={forms.disabledField}>
            <Input id="ds-disabled" disabled defaultValue={forms.notEditable} />
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold">{forms.options}</legend>
            <Checkbox name="humid" label={forms.humid} />
            <Checkbox name="commercial" label={forms.commercial} description="Type II / Class A" />
          </fieldset>
        </form>
      </Section>
      <Section tone="surface" aria-labelledby="containers">
        <SectionHeading id="containers" eyebrow={containers.eyebrow} title={containers.title} />
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <Card>
            <CardTitle>{containers.cardTitle}</CardTitle>
            <CardText>{containers.cardText}</CardText>
          </Card>
          <div className="space-y-6">
            <Breadcrumb
              items={[
                { label: containers.crumbs.home, href: "/" },
                { label: containers.crumbs.catalog, href: "/" },
                { label: containers.crumbs.current },
              ]}
            />
            <div className="flex items-center gap-3">
              <Skeleton className="h-24 w-24" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
        </div>
        <Accordion className="mt-10">
          {containers.faq.map((item) => (
            <AccordionItem key={item.question} group="ds-accordion" title={item.question}>
              <p>{item.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
      <Section aria-labelledby="overlays">
        <SectionHeading id="overlays" eyebrow={overlays.eyebrow} title={overlays.title} />
        <div className="mt-10">
          <InteractiveDemos copy={overlays.demos} />
        </div>
      </Section>
      <Section tone="dark" aria-labelledby="dark">
        <SectionHeading id="dark" eyebrow={dark.eyebrow} title={dark.title} />
        <div className="mt-8 flex gap-3">
          <Button variant="inverse">{dark.inverse}</Button>
          <Button variant="inverse-outline">{dark.inverseOutline}</Button>
        </div>
      </Section>
    </>
  );
}
