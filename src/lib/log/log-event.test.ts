import { afterEach, describe, expect, it } from "vitest";

import { formatLogLine, maskEmails, setLogContextProvider } from "./log-event";

afterEach(() => {
  setLogContextProvider(undefined);
});

const at = new Date("2025-03-10T15:00:00Z");

describe("log lines", () => {
  it("are one JSON object with time, level and event", () => {
    const line = formatLogLine("info", "form.stored", { form: "contact", ms: 12 }, at);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2025-03-10T15:00:00.000Z",
      level: "info",
      event: "form.stored",
      form: "contact",
      ms: 12,
    });
  });

  it("mask e-mail addresses anywhere in the fields, errors included", () => {
    expect(maskEmails("to sam.rivera@example.com and x@mail.example.org")).toBe(
      "to s***@example.com and x***@mail.example.org",
    );
    const line = formatLogLine(
      "error",
      "outbox.gave_up",
      { to: ["jane@example.com"], error: new Error("550 jane@example.com unknown") },
      at,
    );
    expect(line).not.toContain("jane@");
    expect(JSON.parse(line)).toMatchObject({
      to: ["j***@example.com"],
      error: { name: "Error", message: "550 j***@example.com unknown" },
    });
  });

  it("carry the current request's context, which explicit fields override", () => {
    setLogContextProvider(() => ({ requestId: "req-1234567890" }));
    expect(JSON.parse(formatLogLine("info", "form.invalid", {}, at))).toMatchObject({
      requestId: "req-1234567890",
    });
    expect(
      JSON.parse(formatLogLine("warn", "page_not_found", { requestId: "given-123456" }, at)),
    ).toMatchObject({ requestId: "given-123456" });
  });

  it("still log when the context provider fails", () => {
    setLogContextProvider(() => {
      throw new Error("no context");
    });
    expect(JSON.parse(formatLogLine("info", "server.started", {}, at))).toMatchObject({
      event: "server.started",
    });
  });
});
