import { describe, expect, it } from "vitest";

import { confirmationPath } from "./sample-request/handle-sample-request";
import { submissionLocale } from "./submission-locale";

function post(locale?: string | File): FormData {
  const data = new FormData();
  if (locale !== undefined) data.append("locale", locale);
  return data;
}

describe("submissionLocale", () => {
  it("reads the two languages and takes anything else as English", () => {
    expect(submissionLocale(post("es"))).toBe("es");
    expect(submissionLocale(post("en"))).toBe("en");
    for (const other of ["", "ES", "es-US", "fr", " es", "es\n"]) {
      expect(submissionLocale(post(other))).toBe("en");
    }
    expect(submissionLocale(post())).toBe("en");
    expect(submissionLocale(post(new File(["es"], "es")))).toBe("en");
  });
});

describe("confirmationPath", () => {
  it("leads to the confirmation in the language of the form", () => {
    expect(confirmationPath("0A1B2C3D", "en")).toBe("/checkout/confirmation?ref=0A1B2C3D");
    expect(confirmationPath("0A1B2C3D", "es")).toBe(
      "/es/finalizar-pedido/confirmacion?ref=0A1B2C3D",
    );
    expect(confirmationPath(undefined, "es")).toBe("/es/finalizar-pedido/confirmacion");
  });
});
