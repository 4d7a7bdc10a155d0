import { describe, expect, it } from "vitest";

import { validateConsultation } from "./consultation-schema";
import { validateContact } from "./contact-schema";
import { consultationFormConfig, contactFormConfig, sampleRequestFormConfig } from "./form-config";
import {
  contactFailureToast,
  contactRequiredToast,
  fieldMessages,
  formMessages,
  validationMessages,
} from "./form-messages";
import { validateSampleRequest } from "./sample-request-schema";

const now = () => new Date("2025-03-10T15:00:00Z");
const spanishContact = validationMessages("es", "contact");

describe("the forms' messages in Spanish", () => {
  it("gives a Spanish invalid e-mail the Spanish message", () => {
    const result = validateContact({ name: "Ana", email: "ana@", message: "Hola" }, spanishContact);
    expect(!result.ok && result.fieldErrors).toEqual({
      email: "Por favor, ingrese un correo electrónico válido.",
    });
    expect(!result.ok && result.toast).toEqual({
      title: "Por favor, revise los campos señalados",
      description: "Un dato necesita una pequeña corrección antes de que podamos enviarlo.",
      tone: "destructive",
    });
  });

  it("names the missing fields in Spanish, with the form's own required toast", () => {
    const result = validateConsultation(
      {},
      { now, messages: validationMessages("es", "consultation") },
    );
    if (result.ok) throw new Error("an empty request passed");
    expect(result.fieldErrors).toMatchObject({
      name: "Por favor, ingrese su nombre.",
      email: "Por favor, ingrese su correo electrónico.",
      preferredDate: "Por favor, elija una fecha de preferencia.",
    });
    expect(result.toast.title).toBe("Por favor, complete los campos obligatorios");
    expect(result.toast.description).toBe(
      "El nombre, el correo electrónico y la fecha de preferencia son obligatorios.",
    );
  });

  it("checks the checkout's address fields in Spanish", () => {
    const result = validateSampleRequest(
      { name: "Ana", email: "ana@example.com", street: "", city: "Miami", zip: "3313" },
      validationMessages("es", "sampleRequest"),
    );
    expect(!result.ok && result.fieldErrors).toEqual({
      street: "Por favor, ingrese su dirección.",
      zip: "Por favor, ingrese un código postal como 33134 o 33134-1234.",
    });
  });

  it("keeps the English words as they were", () => {
    const result = validateContact(
      { name: "Ana", email: "ana@", message: "" },
      validationMessages("en", "contact"),
    );
    expect(!result.ok && result.fieldErrors).toEqual({
      email: "Please enter a valid e-mail address.",
      message: "Please enter your message.",
    });
    expect(!result.ok && result.toast).toEqual(contactRequiredToast);
    expect(contactRequiredToast.description).toBe("Name, email, and message are required.");
  });

  it("reports keys, never words of some language, when no messages are given", () => {
    const result = validateContact({ name: "Ana", email: "ana@", message: "Hola" });
    expect(!result.ok && result.fieldErrors).toEqual({ email: "emailInvalid" });
  });

  it("formats the texts with numbers and the store's facts in each language", () => {
    expect(formMessages("es").fields.pictureTooLarge).toBe(
      "Esta imagen pesa más de 8 MB, demasiado para enviarla. Quítela para enviar su solicitud sin ella.",
    );
    expect(fieldMessages.pictureTooManyPixels).toContain("more than 24 megapixels");
    expect(formMessages("en").tooManyRequestsToast(1).description).toBe(
      "Too many requests, please try again in 1 minute.",
    );
    expect(formMessages("en").tooManyRequestsToast(4.2).description).toBe(
      "Too many requests, please try again in 5 minutes.",
    );
    expect(formMessages("es").tooManyRequestsToast(1).description).toBe(
      "Demasiadas solicitudes; por favor, inténtelo de nuevo en 1 minuto.",
    );
    expect(formMessages("es").toasts.contact.success.description).toBe(
      "Gracias por escribirnos. Le responderemos en menos de 24 horas.",
    );
  });
});

describe("the forms' settings for the browser", () => {
  it("carry the page's language only", () => {
    const spanish = contactFormConfig("es");
    expect(spanish.failureToast.description).toBe(
      "No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.",
    );
    expect(spanish.validation?.fields.emailInvalid).toBe(
      "Por favor, ingrese un correo electrónico válido.",
    );
    // Only the contact form's own fields travel with the page.
    expect(spanish.validation?.fields).not.toHaveProperty("zipInvalid");
    expect(JSON.stringify(spanish)).not.toContain("Please");
    expect(contactFormConfig().failureToast).toEqual(contactFailureToast);
    expect(sampleRequestFormConfig("es").failureToast.title).toBe("Error");
  });

  it("write the consultation's slots and hours the way each language reads them", () => {
    const english = consultationFormConfig("en");
    expect(english.timeSlots[0]).toEqual({ value: "9:00 AM", label: "9:00 AM" });
    expect(english.hoursNote).toBe(
      "Monday to Friday 10AM to 5PM. Saturday and Sunday by appointment only. We confirm every booking personally.",
    );
    const spanish = consultationFormConfig("es");
    expect(spanish.timeSlots.map((slot) => slot.label)).toContain("1:00 p. m.");
    expect(spanish.timeSlots.map((slot) => slot.value)).toEqual(
      english.timeSlots.map((slot) => slot.value),
    );
    expect(spanish.hoursNote).toBe(
      "Lunes a viernes de 10:00 a. m. a 5:00 p. m. Sábados y domingos, solo con cita previa. Confirmamos personalmente cada cita.",
    );
    expect(spanish.pictureNotes.removed).toBe("Imagen quitada. Su solicitud se enviará sin ella.");
  });
});
