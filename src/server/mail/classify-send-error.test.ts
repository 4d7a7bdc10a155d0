import { describe, expect, it } from "vitest";

import { classifySendError } from "./classify-send-error";

function smtpError(code: string | undefined, responseCode?: number, message = "failed") {
  return Object.assign(new Error(message), { code, responseCode });
}

describe("classifySendError", () => {
  it.each([
    [smtpError("EENVELOPE", 550, "550 5.1.1 No such user"), true],
    [smtpError("EMESSAGE", 554, "554 Message rejected"), true],
    [smtpError("EENVELOPE", undefined, "No recipients defined"), true],
    [smtpError("EENVELOPE", 451, "451 Try again"), false],
    [smtpError("EMESSAGE", 421, "421 Service not available"), false],
    [smtpError("EPROTOCOL", 503, "503 Bad sequence"), false],
    [smtpError("ECONNECTION", undefined, "connect ECONNREFUSED"), false],
    [smtpError("ETIMEDOUT", undefined, "Timeout"), false],
    [smtpError("ESOCKET", undefined, "socket hang up"), false],
    [smtpError("EAUTH", 535, "535 Authentication failed"), false],
    [new Error("something else"), false],
    ["a string", false],
  ])("%o is permanent: %s", (error, permanent) => {
    expect(classifySendError(error).permanent).toBe(permanent);
  });

  it("keeps the code and a short, single-line message", () => {
    const result = classifySendError(smtpError("EENVELOPE", 550, `550 no\r\n${"x".repeat(900)}`));
    expect(result).toMatchObject({ ok: false, code: "EENVELOPE", responseCode: 550 });
    expect(result.error.startsWith("EENVELOPE: 550 no x")).toBe(true);
    expect(result.error.length).toBeLessThanOrEqual(500);
    expect(result.error).not.toMatch(/[\r\n]/);
  });
});
