import type { Metadata } from "next";

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
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Design System",
  description:
    "The type, color and interface primitives of the showroom site, gathered on one page for review. Not for visitors.",
  path: "/design-system",
  noindex: true,
});

const swatches = [
  ["Ivory (ground)", "bg-background border border-border"],
  ["Paper (surface)", "bg-surface border border-border"],
  ["Linen (muted)", "bg-muted"],
  ["Ink (text)", "bg-foreground"],
  ["Ink muted", "bg-muted-foreground"],
  ["Hairline", "bg-border"],
  ["Teal (accent)", "bg-primary"],
  ["Brass (ornament)", "bg-accent"],
  ["Oxblood (errors)", "bg-destructive"],
] as const;

export default function DesignSystemPage() {
  return (
    <>
      <PageHeader
        eyebrow="For review"
        title="Design system"
        lead={
          <p>
            Cormorant Garamond for display, Manrope for text and interface; warm ivory grounds, deep
            charcoal text, hairlines in warm grey and one accent, a deep teal.
          </p>
        }
      />
      <Section tone="surface" aria-labelledby="type">
        <SectionHeading id="type" eyebrow="Type" title="A modular scale of 1.25" />
        <div className="mt-10 space-y-5">
          <p className="font-display text-6xl">Display 6xl</p>
          <p className="font-display text-5xl">Display 5xl</p>
          <p className="font-display text-4xl">Display 4xl</p>
          <p className="font-display text-3xl">Display 3xl</p>
          <p className="font-display text-2xl">Display 2xl</p>
          <p className="font-display text-xl">Display xl</p>
          <p className="max-w-prose text-lg">
            Lead text at 20 px. Grasscloth is woven by hand from natural grasses, so each panel
            differs a little in color and texture.
          </p>
          <p className="max-w-prose">
            Body text at 17 px, set to a measure of about 65 characters so it reads comfortably on
            every screen.
          </p>
          <p className="eyebrow">Eyebrow label in spaced capitals</p>
        </div>
      </Section>
      <Section aria-labelledby="color">
        <SectionHeading id="color" eyebrow="Color" title="Palette" />
        <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {swatches.map(([name, className]) => (
            <li key={name}>
              <div className={`aspect-[4/3] ${className}`} />
              <p className="mt-2 text-sm">{name}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="surface" aria-labelledby="buttons">
        <SectionHeading id="buttons" eyebrow="Actions" title="Buttons and links" />
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="quiet">Quiet</Button>
          <Button disabled>Disabled</Button>
          <Button size="lg">Large</Button>
          <Button size="sm" variant="outline">
            Small
          </Button>
          <LinkButton href="/" variant="outline">
            Link button
          </LinkButton>
          <Button disabled aria-busy="true">
            <Spinner size="sm" /> Sending...
          </Button>
        </div>
        <div className="mt-8 flex flex-wrap gap-2">
          <Badge>In stock</Badge>
          <Badge tone="outline">Sample available</Badge>
          <Badge tone="success">New</Badge>
          <Badge tone="warning">Special order</Badge>
        </div>
      </Section>
      <Section aria-labelledby="forms">
        <SectionHeading id="forms" eyebrow="Forms" title="Fields" />
        <form className="mt-10 grid max-w-2xl gap-6" action="/design-system" method="get">
          <Field id="ds-name" label="Name" required>
            <Input id="ds-name" name="name" autoComplete="name" required aria-required="true" />
          </Field>
          <Field id="ds-email" label="Email" required error="Please enter a valid e-mail address.">
            <Input
              id="ds-email"
              name="email"
              type="email"
              defaultValue="not-an-address"
              aria-invalid="true"
              aria-describedby={describedBy("ds-email", { error: true })}
            />
          </Field>
          <Field id="ds-time" label="Preferred time" hint="We confirm every appointment by phone.">
            <Select
              id="ds-time"
              name="time"
              aria-describedby={describedBy("ds-time", { hint: true })}
            >
              <option value="">Any time</option>
              <option>10:00 AM</option>
            </Select>
          </Field>
          <Field id="ds-message" label="Message">
            <Textarea id="ds-message" name="message" placeholder="Tell us about your room" />
          </Field>
          <Field id="ds-disabled" label="Disabled field">
            <Input id="ds-disabled" disabled defaultValue="Not editable" />
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold">Options</legend>
            <Checkbox name="humid" label="Suits humid rooms" />
            <Checkbox name="commercial" label="Commercial grade" description="Type II / Class A" />
          </fieldset>
        </form>
      </Section>
      <Section tone="surface" aria-labelledby="containers">
        <SectionHeading
          id="containers"
          eyebrow="Containers"
          title="Cards, breadcrumbs, accordion"
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <Card>
            <CardTitle>Showroom consultation</CardTitle>
            <CardText>Complimentary, 30–60 minutes, with thousands of samples to hand.</CardText>
          </Card>
          <div className="space-y-6">
            <Breadcrumb
              items={[
                { label: "Home", href: "/" },
                { label: "Catalog", href: "/" },
                { label: "Damask Wallpaper" },
              ]}
            />
            <div className="flex items-center gap-3">
              <Skeleton className="h-24 w-24" />
              <Skeleton className="h-4 w-40" />
            </div>
          </div>
        </div>
        <Accordion className="mt-10">
          <AccordionItem group="ds-accordion" title="How long do special orders take?">
            <p>Most special orders arrive within one to four weeks.</p>
          </AccordionItem>
          <AccordionItem group="ds-accordion" title="Do you install?">
            <p>Yes, with our own crews.</p>
          </AccordionItem>
        </Accordion>
      </Section>
      <Section aria-labelledby="overlays">
        <SectionHeading id="overlays" eyebrow="Overlays" title="Dialog, sheet, drawer, toast" />
        <div className="mt-10">
          <InteractiveDemos />
        </div>
      </Section>
      <Section tone="dark" aria-labelledby="dark">
        <SectionHeading
          id="dark"
          eyebrow="Dark ground"
          title="Focus stays visible on every ground"
        />
        <div className="mt-8 flex gap-3">
          <Button variant="inverse">Inverse</Button>
          <Button variant="inverse-outline">Inverse outline</Button>
        </div>
      </Section>
    </>
  );
}
