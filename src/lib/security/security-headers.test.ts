import { describe, expect, it } from "vitest";

import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  hashedAssetHeaders,
  isAdminPath,
  newNonce,
  nonceContentSecurityPolicy,
  thirdPartyHosts,
  withScriptHashes,
  withoutHashedAssets,
} from "./security-headers";

const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];

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

  it("allows no third-party host, unlike the public pages' policy", () => {
    const publicPolicy = contentSecurityPolicy({ isDev: false, upgradeInsecure: false });
    expect(scriptSrc(publicPolicy)).toContain(thirdPartyHosts.socialFeedScript);
    expect(scriptSrc(policy)).not.toContain(thirdPartyHosts.socialFeedScript);
  });

  it("applies to /admin and below only", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/sign-in")).toBe(true);
    expect(isAdminPath("/administer")).toBe(false);
    expect(isAdminPath("/about/admin")).toBe(false);
  });
});

describe("the public pages' policies", () => {
  const production = { isDev: false, upgradeInsecure: true };

  it("never allow an arbitrary inline script in production", () => {
    const policies = [
      contentSecurityPolicy(production),
      nonceContentSecurityPolicy({ ...production, nonce: "abc123==" }),
      withScriptHashes(contentSecurityPolicy(production), ["'sha256-AAAA'"]),
    ];
    for (const policy of policies) {
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
      expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
      // Styles cannot run code and React writes style attributes.
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("upgrade-insecure-requests");
    }
  });

  it("keep the home page's facades working: Instagram's script, the map and feed frames", () => {
    const policy = withScriptHashes(contentSecurityPolicy(production), ["'sha256-AAAA'"]);
    expect(scriptSrc(policy)).toEqual([
      "'self'",
      thirdPartyHosts.socialFeedScript,
      "'sha256-AAAA'",
    ]);
    expect(policy).toContain(`frame-src ${thirdPartyHosts.map} ${thirdPartyHosts.socialFeedFrame}`);
  });

  it("trust the nonce and what the nonced scripts load, for pages rendered per request", () => {
    const policy = nonceContentSecurityPolicy({ ...production, nonce: "abc123==" });
    expect(scriptSrc(policy)).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
  });

  it("allow inline scripts and eval only in development, where nothing is hashed", () => {
    const development = contentSecurityPolicy({ isDev: true, upgradeInsecure: false });
    expect(scriptSrc(development)).toEqual(
      expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]),
    );
    expect(development).not.toContain("upgrade-insecure-requests");
  });
});

describe("withScriptHashes", () => {
  const base = "default-src 'self'; script-src 'self' https://x.example; style-src 'self'";

  it("adds each hash once to script-src and leaves the other directives alone", () => {
    const policy = withScriptHashes(base, ["'sha256-A'", "'sha256-B'", "'sha256-A'"]);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://x.example 'sha256-A' 'sha256-B'; style-src 'self'",
    );
  });

  it("refuses a policy without script-src or one that allows any inline script", () => {
    expect(() => withScriptHashes("default-src 'self'", ["'sha256-A'"])).toThrow(/script-src/);
    expect(() => withScriptHashes("script-src 'self' 'unsafe-inline'", ["'sha256-A'"])).toThrow(
      /inline/,
    );
  });
});

describe("newNonce", () => {
  it("is 128 random bits, different every time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

describe("the document headers' rule", () => {
  const documentRule = new RegExp(`^${withoutHashedAssets().replace("/:path(", "/(")}$`);

  it("covers pages, files and feeds", () => {
    for (const path of ["/", "/about", "/robots.txt", "/api/health", "/_next/image", "/images"]) {
      expect(documentRule.test(path), path).toBe(true);
    }
  });

  it("leaves out the files named by their content, which take only nosniff", () => {
    for (const path of ["/_next/static/chunks/0abc.js", "/images/generated/a/a-400.avif"]) {
      expect(documentRule.test(path), path).toBe(false);
    }
    expect(hashedAssetHeaders).toEqual([{ key: "X-Content-Type-Options", value: "nosniff" }]);
  });
});
