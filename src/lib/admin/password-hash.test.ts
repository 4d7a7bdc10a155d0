import { describe, expect, it } from "vitest";

import {
  formatPasswordHash,
  hashPassword,
  parsePasswordHash,
  verifyPassword,
} from "./password-hash";

// Small parameters keep the test fast; the format and the comparison are what is tested.
const fast = { N: 2 ** 10, r: 8, p: 1 };

describe("password hash", () => {
  it("hashes with the default scrypt parameters in the documented format", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    const parsed = parsePasswordHash(hash)!;
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.key).toHaveLength(32);
    expect(formatPasswordHash(parsed)).toBe(hash);
  });

  it("verifies the right password and refuses others", async () => {
    const parsed = parsePasswordHash(await hashPassword("the owner's secret", fast))!;
    expect(await verifyPassword("the owner's secret", parsed)).toBe(true);
    expect(await verifyPassword("the owner's secreT", parsed)).toBe(false);
    expect(await verifyPassword("", parsed)).toBe(false);
  });

  it("uses a fresh salt for every hash", async () => {
    expect(await hashPassword("same", fast)).not.toBe(await hashPassword("same", fast));
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const parsed = parsePasswordHash(await hashPassword("caf\u00e9 au lait", fast))!;
    expect(await verifyPassword("cafe\u0301 au lait", parsed)).toBe(true);
  });

  it.each([
    undefined,
    "",
    "plain-password",
    "argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
    "scrypt$32768$8$1$c2FsdHNhbHQ=",
    "scrypt$1000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5",
    "scrypt$2097152$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5",
    "scrypt$32768$0$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5",
    "scrypt$32768$8$1$not base64!$a2V5a2V5a2V5a2V5a2V5a2V5",
    "scrypt$32768$8$1$c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5",
  ])("rejects the malformed hash %j", (value) => {
    expect(parsePasswordHash(value)).toBeUndefined();
  });

  it("accepts surrounding whitespace from a pasted line", async () => {
    const hash = await hashPassword("x", fast);
    expect(parsePasswordHash(`  ${hash}\n`)).toBeDefined();
  });
});
