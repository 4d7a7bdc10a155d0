import { describe, expect, it } from "vitest";

import { EnvError, parseEnv } from "@/lib/config/env-schema";

describe("form and outbox configuration", () => {
  it("has safe defaults", () => {
    expect(parseEnv({})).toMatchObject({
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      TRUSTED_PROXY_COUNT: 0,
      OUTBOX_POLL_MS: 5_000,
      MAX_BODY_BYTES: 32_768,
      RETENTION_MONTHS: 0,
    });
    // No hash: the inbox is disabled rather than open.
    expect(parseEnv({}).ADMIN_PASSWORD_HASH).toBeUndefined();
  });

  it("reads numbers from strings, empty meaning the default", () => {
    expect(
      parseEnv({ RATE_LIMIT_MAX: "1000", TRUSTED_PROXY_COUNT: "1", OUTBOX_POLL_MS: "" }),
    ).toMatchObject({ RATE_LIMIT_MAX: 1000, TRUSTED_PROXY_COUNT: 1, OUTBOX_POLL_MS: 5_000 });
  });

  it.each([
    ["RATE_LIMIT_MAX", "0"],
    ["RATE_LIMIT_MAX", "five"],
    ["RATE_LIMIT_WINDOW_SECONDS", "1.5"],
    ["TRUSTED_PROXY_COUNT", "-1"],
    ["OUTBOX_POLL_MS", "10"],
    ["MAX_BODY_BYTES", "5000000"],
    ["ADMIN_PASSWORD_HASH", "hunter2"],
    ["RETENTION_MONTHS", "-1"],
  ])("stops at start-up on %s=%s, naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
