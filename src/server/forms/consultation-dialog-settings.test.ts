import { describe, expect, it } from "vitest";

import { GET, generateStaticParams } from "@/app/api/consultation-dialog/[locale]/route";
import type { ConsultationDialogSettings } from "@/lib/forms/consultation-dialog-settings";
import { consultationDialogSettingsUrl } from "@/lib/forms/consultation-dialog-settings";

async function fetchSettings(locale: string) {
  return GET(new Request(`http://localhost${consultationDialogSettingsUrl("en")}`), {
    params: Promise.resolve({ locale }),
  });
}

describe("the consultation dialog's settings", () => {
  it("are written for every language at build time", () => {
    expect(generateStaticParams()).toEqual([{ locale: "en" }, { locale: "es" }]);
    expect(consultationDialogSettingsUrl("es")).toBe("/api/consultation-dialog/es");
  });

  it("carry the dialog's texts and the form's time slots in English", async () => {
    const response = await fetchSettings("en");
    expect(response.status).toBe(200);
    const settings = (await response.json()) as ConsultationDialogSettings;
    expect(settings.messages.forms.consultationDialog.title).toBe("Book a consultation");
    expect(settings.messages.forms.fields.name).toBe("Name");
    expect(settings.messages.forms.consultationForm.submit).toBe("Book Consultation");
    expect(settings.config.timeSlots.map((slot) => slot.label)).toContain("1:00 PM");
    expect(settings.config.initialState.status).toBe("idle");
    // Only what the dialog reads: no page headings, no e-mail texts.
    expect(Object.keys(settings.messages.forms).sort()).toEqual([
      "consultationDialog",
      "consultationForm",
      "fields",
    ]);
  });

  it("carry the Spanish texts and slot labels, the English slot values", async () => {
    const settings = (await (await fetchSettings("es")).json()) as ConsultationDialogSettings;
    expect(settings.messages.forms.consultationDialog.title).toBe("Agende una consulta");
    expect(settings.config.timeSlots).toContainEqual({ value: "1:00 PM", label: "1:00 p. m." });
    expect(settings.config.validation?.fields.nameRequired).toMatch(/nombre/i);
  });

  it("are not served for a language the site does not have", async () => {
    expect((await fetchSettings("fr")).status).toBe(404);
  });
});
