import { afterEach, describe, expect, it } from "vitest";

import { resolveCart } from "@/lib/samples/cart-lines";
import { inboxExportCsv } from "@/server/admin/inbox-export";
import { getRequestDetail } from "@/server/admin/requests";
import { listInbox } from "@/server/db/admin-queries";
import { getDb } from "@/server/db/client";
import {
  listConsultationRequests,
  listContactMessages,
  listSampleRequests,
} from "@/server/db/queries";
import { handleConsultationSubmission } from "@/server/forms/consultation/handle-consultation";
import { handleContactSubmission } from "@/server/forms/contact/handle-contact";
import { handleSampleRequestSubmission } from "@/server/forms/sample-request/handle-sample-request";
import { type OutboxWorker } from "@/server/outbox/worker";
import { catalogForCart } from "@/server/samples/sample-cart";

import { consultationPost, contactPost, sampleRequestPost } from "./support/forms";
import { decodeHeader, findPart, parseMime, type MimePart } from "./support/mime";
import { deliverSubmissionMail, stopTestMail } from "./support/outbox-mail";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";
import { createClock, driver, rawCount, setUpTestEnvironment, testMail } from "./support/test-env";

const workers: OutboxWorker[] = [];
let sink: SmtpSink | undefined;
const clock = createClock("2025-03-10T15:00:00Z");
const env = setUpTestEnvironment({
  clock,
  start: "2025-03-10T15:00:00Z",
  eachTest: { RATE_LIMIT_MAX: "1000", RATE_LIMIT_WINDOW_SECONDS: "600" },
});
const visitor = { clientAddress: "203.0.113.21", now: clock.now };
const cart = resolveCart([1001, 2001], catalogForCart);

afterEach(() => stopTestMail(workers, sink, env()).then(() => (sink = undefined)));

const languageLine =
  "Language: Spanish \u2014 the visitor wrote in Spanish; please reply in Spanish.";

type Delivered = {
  visitor: MimePart;
  owner: MimePart;
  visitorSubject: string;
  visitorText: string;
  visitorHtml: string;
  ownerSubject: string;
  ownerText: string;
  ownerHtml: string;
};

/** Sends one submission's two e-mails through the outbox to a real SMTP server, and reads them. */
async function deliver(submit: () => Promise<unknown>, visitorAddress: string): Promise<Delivered> {
  sink = await startSmtpSink();
  env().setEnv({ SMTP_URL: sink.url });
  await submit();
  const mails = await deliverSubmissionMail(sink, workers, clock.now);
  const visitor = parseMime(mails.find((mail) => mail.to.includes(visitorAddress))!.raw);
  const owner = parseMime(mails.find((mail) => mail.to.includes(testMail.owner))!.raw);
  return {
    visitor,
    owner,
    visitorSubject: decodeHeader(visitor.headers.get("subject")),
    visitorText: findPart(visitor, "text/plain")!.body,
    visitorHtml: findPart(visitor, "text/html")!.body,
    ownerSubject: decodeHeader(owner.headers.get("subject")),
    ownerText: findPart(owner, "text/plain")!.body,
    ownerHtml: findPart(owner, "text/html")!.body,
  };
}

/** The checks every form's Spanish e-mails pass. */
function expectSpanishVisitorAndEnglishOwner(mail: Delivered) {
  expect(mail.visitorText).toMatch(/^Hola:\n/);
  expect(mail.visitorText).toContain("Saludos cordiales,\nAlcove Wallcoverings");
  expect(mail.visitorText).toMatch(/Su referencia es [0-9A-F]{8}\./);
  expect(mail.visitorHtml).toContain('<html lang="es">');
  for (const english of ["Hello,", "Thank you", "Warm regards", "Your reference"]) {
    expect(mail.visitorText).not.toContain(english);
  }
  // The site's e-mails carry no page links; none may lead to an English page either.
  expect(mail.visitorHtml).not.toMatch(/href="\/(?!es\b)/);

  expect(mail.ownerText.startsWith(`${languageLine}\n\n`)).toBe(true);
  expect(mail.ownerHtml).toContain(languageLine);
  expect(mail.ownerHtml).toContain('<html lang="en">');
  expect(mail.ownerText).toMatch(/reply to this e-mail/i);
}

describe(`forms filled in Spanish (${driver})`, () => {
  it("contact: Spanish answer and confirmation, an English notification marked Spanish", async () => {
    let state: Awaited<ReturnType<typeof handleContactSubmission>> | undefined;
    const mail = await deliver(async () => {
      state = await handleContactSubmission(
        contactPost({ locale: "es", page: "/es/contacto" }),
        visitor,
      );
    }, "sam.rivera@example.com");
    expect(state).toMatchObject({
      status: "success",
      toast: {
        title: "¡Mensaje enviado!",
        description: "Gracias por escribirnos. Le responderemos en menos de 24 horas.",
      },
    });

    expectSpanishVisitorAndEnglishOwner(mail);
    expect(mail.visitorSubject).toBe("Recibimos su mensaje para Alcove Wallcoverings");
    expect(mail.visitorText).toContain(
      "Gracias por escribirnos. Su mensaje llegó al showroom y le responderemos en menos de 24 horas.",
    );
    expect(mail.visitorText).toContain("Nuestro horario: lunes a viernes de 10:00 a. m.");
    expect(mail.ownerSubject).toMatch(/^Contact Form Submission \(ref [0-9A-F]{8}\)$/);
    expect(mail.ownerText).toContain("Message:\nDo you carry blue grasscloth?\nThank you.");
    expect(mail.ownerText).toContain("Sent from: /es/contacto");

    const db = await getDb();
    const [message] = await listContactMessages(db);
    expect(message).toMatchObject({ locale: "es", sourcePage: "/es/contacto" });
    const detail = await getRequestDetail(db, "contact", message!.id);
    expect(detail?.request.locale).toBe("es");
  });

  it("consultation: the slot, the date and the calendar entry in Spanish", async () => {
    const mail = await deliver(
      () =>
        handleConsultationSubmission(
          consultationPost({ locale: "es", preferredTime: "1:00 PM", page: "/es/consulta" }),
          visitor,
        ),
      "jane.doe@example.com",
    );
    expectSpanishVisitorAndEnglishOwner(mail);
    expect(mail.visitorSubject).toBe("Su solicitud de consulta con Alcove Wallcoverings");
    expect(mail.visitorText).toContain(
      "Tenemos su solicitud para el jueves, 20 de marzo de 2025 a la 1:00 p. m. (hora del Este).",
    );
    const ics = findPart(mail.visitor, "text/calendar")!;
    expect(ics.headers.get("content-disposition")).toContain("solicitud-de-consulta.ics");
    expect(ics.body.replace(/\n /g, "")).toContain(
      "SUMMARY:Consulta de diseño con Alcove Wallcoverings (por confirmar)",
    );
    expect(ics.body).toContain("DTSTART;TZID=America/New_York:20250320T130000");
    // The owner reads the slot as stored, in English.
    expect(mail.ownerSubject).toMatch(
      /^New consultation request for Thu, Mar 20 at 1:00 PM \(ref [0-9A-F]{8}\)$/,
    );
    expect(mail.ownerText).toContain("Preferred date: Thursday, March 20, 2025");

    const [request] = await listConsultationRequests(await getDb());
    expect(request).toMatchObject({ locale: "es", preferredTime: "1:00 PM" });
  });

  it("sample request: the samples and the money in Spanish", async () => {
    let state: Awaited<ReturnType<typeof handleSampleRequestSubmission>> | undefined;
    const mail = await deliver(async () => {
      state = await handleSampleRequestSubmission(
        sampleRequestPost({ locale: "es", page: "/es/finalizar-pedido" }, ["1001"]),
        visitor,
        cart.lines,
      );
    }, "elena.marquez@example.com");
    expect(state).toMatchObject({
      status: "success",
      toast: { title: "Solicitud de muestras enviada" },
    });

    expectSpanishVisitorAndEnglishOwner(mail);
    expect(mail.visitorSubject).toMatch(
      /^Su solicitud de muestras a Alcove Wallcoverings \(ref\. [0-9A-F]{8}\)$/,
    );
    expect(mail.visitorText).toContain("Estas son las muestras que cortaremos para usted");
    expect(mail.visitorText).toContain("Corte de la producción actual solicitado");
    expect(mail.visitorText).toMatch(/Total: \$\d+\.\d{2}\. No se ha cobrado nada/);
    expect(mail.visitorText).not.toContain("Alhambra");
    expect(mail.ownerSubject).toMatch(/^Sample request: 2 samples \(ref [0-9A-F]{8}\)$/);
    expect(mail.ownerText).toContain("Current-run cutting requested");

    const [request] = await listSampleRequests(await getDb());
    expect(request?.locale).toBe("es");
  });

  it("marks the Spanish requests in the inbox and its download", async () => {
    const submit = async (minutes: number, run: () => Promise<unknown>) => {
      clock.set(new Date(Date.parse("2025-03-10T15:00:00Z") + minutes * 60_000));
      await run();
    };
    await submit(0, () => handleContactSubmission(contactPost(), visitor));
    await submit(1, () =>
      handleContactSubmission(
        contactPost({ locale: "es", message: "¿Tienen grasscloth azul?" }),
        visitor,
      ),
    );
    await submit(2, () =>
      handleConsultationSubmission(consultationPost({ locale: "es" }), visitor),
    );
    await submit(3, () =>
      handleSampleRequestSubmission(sampleRequestPost({ locale: "es" }), visitor, cart.lines),
    );
    const { items } = await listInbox(await getDb(), { limit: 10, offset: 0 });
    expect(items.map((item) => [item.type, item.locale])).toEqual([
      ["sample_request", "es"],
      ["consultation", "es"],
      ["contact", "es"],
      ["contact", "en"],
    ]);
    const rows = inboxExportCsv(items).slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toMatch(/,Reference,Language$/);
    expect(rows.filter((row) => row.endsWith(",Spanish"))).toHaveLength(3);
    expect(rows.filter((row) => row.endsWith(",English"))).toHaveLength(1);
  });

  it("answers a Spanish post's mistakes in Spanish and stores nothing", async () => {
    const state = await handleContactSubmission(
      contactPost({ locale: "es", email: "sam@", message: "" }),
      visitor,
    );
    expect(state).toMatchObject({
      status: "error",
      toast: { title: "Por favor, complete los campos obligatorios" },
      fieldErrors: {
        email: "Por favor, ingrese un correo electrónico válido.",
        message: "Por favor, escriba su mensaje.",
      },
    });
    const empty = await handleSampleRequestSubmission(
      sampleRequestPost({ locale: "es" }),
      visitor,
      [],
    );
    expect(empty.toast?.title).toBe("Su carrito está vacío");
    expect(await rawCount(await getDb(), "email_outbox")).toBe(0);
  });
});

describe(`forms filled in English (${driver})`, () => {
  it.each([
    ["en", "en"],
    ["anything else", "fr"],
    ["no language at all", undefined],
  ])(
    "%s: the English confirmation, the owner's e-mail without a language line",
    async (_case, locale) => {
      const mail = await deliver(
        () => handleContactSubmission(contactPost({ locale }), visitor),
        "sam.rivera@example.com",
      );
      expect(mail.visitorSubject).toBe("We received your message to Alcove Wallcoverings");
      expect(mail.visitorText).toMatch(/^Hello,\n/);
      expect(mail.visitorText).toContain("we'll get back to you within 24 hours");
      expect(mail.visitorText).toContain("Warm regards,\nAlcove Wallcoverings");
      expect(mail.visitorHtml).toContain('<html lang="en">');
      expect(mail.ownerText).toMatch(/^A new message came in/);
      expect(mail.ownerText).not.toContain("Language:");
      const [message] = await listContactMessages(await getDb());
      expect(message?.locale).toBe("en");
    },
  );
});
