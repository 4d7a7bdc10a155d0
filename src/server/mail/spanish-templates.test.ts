import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { type Locale } from "@/i18n/routing";
import { validateConsultation } from "@/lib/forms/consultation-schema";
import { validateContact } from "@/lib/forms/contact-schema";
import { validateSampleRequest } from "@/lib/forms/sample-request-schema";
import { consultationEmails } from "@/server/forms/consultation/consultation-emails";
import { contactEmails } from "@/server/forms/contact/contact-emails";
import { sampleRequestEmails } from "@/server/forms/sample-request/sample-request-emails";

import { type SubmissionEmails } from "./submission-emails";

const now = () => new Date("2025-03-10T15:00:00Z");
const id = "6f1c2b4e-8a61-4e7b-9c1d-0c4e5f6a7b8c";
const base = { id, createdAt: now(), ownerEmail: "owner@example.com" };

function valid<T>(result: { ok: true; data: T } | { ok: false }): T {
  if (!result.ok) throw new Error("fixture is invalid");
  return result.data;
}

const contact = valid(validateContact({ name: "Ana", email: "ana@example.com", message: "Hola" }));
const consultation = (preferredTime: string) =>
  valid(
    validateConsultation(
      { name: "Ana", email: "ana@example.com", preferredDate: "2025-03-14", preferredTime },
      { now },
    ),
  );
const sampleRequest = valid(
  validateSampleRequest({
    name: "Ana",
    email: "ana@example.com",
    street: "1200 Alhambra Circle",
    city: "Coral Gables",
    state: "FL",
    zip: "33134",
  }),
);
const lines = [
  {
    productId: 1001,
    productName: "Verdure Chinoiserie",
    brand: "Maison Alcove",
    priceCents: 1250,
    currentRun: true,
  },
];

const render: Record<string, (locale?: Locale) => SubmissionEmails> = {
  contact: (locale) => contactEmails({ ...base, submission: contact, locale }),
  consultation: (locale) =>
    consultationEmails({ ...base, submission: consultation("1:00 PM"), locale }),
  "sample request": (locale) =>
    sampleRequestEmails({ ...base, submission: sampleRequest, lines, locale }),
};

describe("e-mails of a request made in Spanish", () => {
  it.each(Object.entries(render))("%s: English is the default, word for word", (_f, emails) => {
    expect(emails("en")).toEqual(emails());
  });

  it.each(Object.entries(render))(
    "%s: the visitor reads Spanish; the owner reads English with the language first",
    (_form, emails) => {
      const { visitorConfirmation, ownerNotification } = emails("es");
      expect(visitorConfirmation.text).toMatch(/^Hola:\n\n/);
      expect(visitorConfirmation.text).toContain(`Saludos cordiales,\n${site.name}`);
      expect(visitorConfirmation.text).toContain("Su referencia es 6F1C2B4E.");
      expect(visitorConfirmation.html).toContain('<html lang="es">');
      expect(visitorConfirmation.html).toContain(">Hola:</p>");
      for (const english of ["Hello", "Thank you", "Warm regards", "reference"]) {
        expect(visitorConfirmation.text).not.toContain(english);
      }

      const line =
        "Language: Spanish \u2014 the visitor wrote in Spanish; please reply in Spanish.";
      expect(ownerNotification.text.startsWith(`${line}\n\n`)).toBe(true);
      expect(ownerNotification.html).toContain(line);
      expect(ownerNotification.html).toContain('<html lang="en">');
      expect(ownerNotification.text).toContain("Reference: 6F1C2B4E");
      // Apart from that line, the owner's copy is the English one.
      const english = emails("en").ownerNotification;
      expect(ownerNotification.subject).toBe(english.subject);
      expect(ownerNotification.text).toBe(`${line}\n\n${english.text}`);
    },
  );

  it("writes the slot, the date and the calendar entry in Spanish", () => {
    const { visitorConfirmation } = render.consultation!("es");
    expect(visitorConfirmation.subject).toBe(`Su solicitud de consulta con ${site.name}`);
    expect(visitorConfirmation.text).toContain(
      "Tenemos su solicitud para el viernes, 14 de marzo de 2025 a la 1:00 p. m. (hora del Este).",
    );
    expect(visitorConfirmation.text).toContain(
      "Lunes a viernes de 10:00 a. m. a 5:00 p. m.; sábados y domingos, solo con cita previa",
    );
    const [ics] = visitorConfirmation.attachments ?? [];
    expect(ics?.filename).toBe("solicitud-de-consulta.ics");
    const unfolded = ics?.content.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:Consulta de diseño con ${site.name} (por confirmar)`);
    expect(unfolded).toContain("DTSTART;TZID=America/New_York:20250314T130000");

    const noTime = consultationEmails({ ...base, submission: consultation(""), locale: "es" });
    expect(noTime.visitorConfirmation.text).toContain(
      "Tenemos su solicitud para el viernes, 14 de marzo de 2025. No eligió una hora, así que le propondremos una.",
    );
  });

  it("writes the reply promise and the hours in Spanish", () => {
    const { visitorConfirmation } = render.contact!("es");
    expect(visitorConfirmation.subject).toBe(`Recibimos su mensaje para ${site.name}`);
    expect(visitorConfirmation.text).toContain("le responderemos en menos de 24 horas.");
    expect(visitorConfirmation.text).toContain(
      "Nuestro horario: lunes a viernes de 10:00 a. m. a 5:00 p. m.; sábados y domingos, solo con cita previa.",
    );
  });

  it("lists the samples, the money and the policy in Spanish", () => {
    const { visitorConfirmation, ownerNotification } = render["sample request"]!("es");
    expect(visitorConfirmation.subject).toBe(
      `Su solicitud de muestras a ${site.name} (ref. 6F1C2B4E)`,
    );
    expect(visitorConfirmation.text).toContain("(9 × 12 pulg. cada una):");
    expect(visitorConfirmation.text).toContain(
      "1. Verdure Chinoiserie, Maison Alcove: $12.50 · Corte de la producción actual solicitado",
    );
    expect(visitorConfirmation.text).toContain("Total: $12.50. No se ha cobrado nada");
    expect(visitorConfirmation.text).toContain("en un plazo de 3 a 5 días hábiles");
    expect(visitorConfirmation.text).toContain(
      "El costo de sus muestras se descuenta de su pedido de papel tapiz.",
    );
    expect(visitorConfirmation.html).toContain("Corte de la producción actual solicitado");
    expect(ownerNotification.text).toContain("Current-run cutting requested");
    expect(ownerNotification.text).not.toContain("producción");
  });
});
