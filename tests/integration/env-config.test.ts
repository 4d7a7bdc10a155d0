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

describe("mail addresses when SMTP_URL sends real mail", () => {
  const smtp = { SMTP_URL: "smtp://mailer:secret@smtp.alcove-showroom.com:587" };
  const real = {
    OWNER_EMAIL: "owner@alcove-showroom.com",
    MAIL_FROM: "Alcove Wallcoverings <showroom@alcove-showroom.com>",
  };

  function problems(source: Record<string, string | undefined>): string[] {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
  }

  it("keeps the invented defaults when e-mails are only written to disk", () => {
    expect(parseEnv({})).toMatchObject({
      OWNER_EMAIL: "showroom@alcove-wallcoverings.example",
      MAIL_FROM: "Alcove Wallcoverings <showroom@alcove-wallcoverings.example>",
    });
    expect(parseEnv({ SMTP_URL: "", OWNER_EMAIL: "me@site.test" }).OWNER_EMAIL).toBe(
      "me@site.test",
    );
  });

  it("starts with explicit real addresses", () => {
    expect(parseEnv({ ...smtp, ...real })).toMatchObject({ ...smtp, ...real });
    expect(
      parseEnv({ ...smtp, ...real, MAIL_FROM: "showroom@alcove-showroom.com" }).MAIL_FROM,
    ).toBe("showroom@alcove-showroom.com");
  });

  it.each(["OWNER_EMAIL", "MAIL_FROM"] as const)(
    "stops at start-up when %s is left to its placeholder default",
    (name) => {
      const source = { ...smtp, ...real, [name]: undefined };
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(problems(source)).toEqual([
        expect.stringMatching(
          new RegExp(`^${name} must be set to the showroom's real .* when SMTP_URL is set \\(`),
        ),
      ]);
      // An empty value counts as unset, as everywhere else.
      expect(problems({ ...source, [name]: "" })).toHaveLength(1);
    },
  );

  it("names both variables when both are missing", () => {
    const found = problems(smtp);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^OWNER_EMAIL must be set/);
    expect(found[1]).toMatch(/^MAIL_FROM must be set/);
  });

  it.each([
    ["OWNER_EMAIL", "showroom@alcove-wallcoverings.example", "alcove-wallcoverings.example"],
    ["OWNER_EMAIL", "owner@shop.test", "shop.test"],
    ["OWNER_EMAIL", "owner@mail.invalid", "mail.invalid"],
    ["MAIL_FROM", "Alcove <showroom@localhost>", "localhost"],
    ["OWNER_EMAIL", "owner@shop.localhost", "shop.localhost"],
    ["OWNER_EMAIL", "owner@Example.COM", "example.com"],
    ["OWNER_EMAIL", "owner@mail.example.net", "mail.example.net"],
    ["MAIL_FROM", "Alcove <showroom@example.org>", "example.org"],
    ["MAIL_FROM", "showroom@alcove.example", "alcove.example"],
  ])("stops at start-up on %s=%s, a reserved domain", (name, value, domain) => {
    const found = problems({ ...smtp, ...real, [name]: value });
    expect(found).toEqual([
      `${name} must be set to ${
        name === "OWNER_EMAIL"
          ? "the showroom's real address, where requests and visitors' replies arrive"
          : "the showroom's real sender address, on a domain it may send from"
      } when SMTP_URL is set ("${domain}" is a reserved domain that never receives mail)`,
    ]);
  });

  it.each([
    ["OWNER_EMAIL", "owner@example.company.com"],
    ["OWNER_EMAIL", "owner@notexample.com"],
    ["MAIL_FROM", "Alcove <showroom@testing.io>"],
  ])("accepts %s=%s, which only looks like a reserved name", (name, value) => {
    expect(problems({ ...smtp, ...real, [name]: value })).toEqual([]);
  });

  it("reports a malformed address once, by its own rule", () => {
    expect(problems({ ...smtp, ...real, OWNER_EMAIL: "not-an-address" })).toEqual([
      "OWNER_EMAIL must be an e-mail address",
    ]);
  });
});
