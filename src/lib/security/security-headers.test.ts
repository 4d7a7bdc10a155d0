import { describe, expect, it } from "vitest";

import { adminContentSecurityPolicy, contentSecurityPolicy, isAdminPath } from "./security-headers";

describe("the inbox's policy", () => {
  const policy = adminContentSecurityPolicy({
    nonce: "abc123==",
    isDev: false,
    upgradeInsecure: true,
  });

  it("allows scripts only with the nonce, never inline or from third parties", () => {
    const script = /script-src ([^;]+)/.exec(policy)?.[1];
    expect(script).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).not.toContain("instagram");
    expect(policy).not.toContain("openstreetmap");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("is stricter than the public pages' policy", () => {
    const publicPolicy = contentSecurityPolicy({ isDev: false, upgradeInsecure: false });
    expect(publicPolicy).toContain("'unsafe-inline'");
    expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
  });

  it("applies to /admin and below only", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/sign-in")).toBe(true);
    expect(isAdminPath("/administer")).toBe(false);
    expect(isAdminPath("/about/admin")).toBe(false);
  });
});
