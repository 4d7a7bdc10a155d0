import { describe, expect, it } from "vitest";

import { checkPostOrigin, isAllowedOrigin, requestHost } from "./origin";

describe("requestHost", () => {
  it("prefers the first X-Forwarded-Host entry, as the framework does", () => {
    expect(requestHost({ host: "a.example" })).toBe("a.example");
    expect(requestHost({ host: "10.0.0.2:3000", "x-forwarded-host": "shop.example, x" })).toBe(
      "shop.example",
    );
    expect(requestHost({ host: "a.example", "x-forwarded-host": "" })).toBe("a.example");
    expect(requestHost({})).toBeUndefined();
  });
});

describe("checkPostOrigin", () => {
  const host = { host: "localhost:3000" };

  it("lets through a post from the same site, or one without Origin", () => {
    expect(checkPostOrigin({ ...host, origin: "http://localhost:3000" })).toEqual({ ok: true });
    expect(checkPostOrigin(host)).toEqual({ ok: true });
    // The default port is not part of the Origin's host.
    expect(checkPostOrigin({ host: "shop.example", origin: "https://shop.example:443" })).toEqual({
      ok: true,
    });
    expect(
      checkPostOrigin({
        host: "127.0.0.1:3000",
        "x-forwarded-host": "shop.example",
        origin: "https://shop.example",
      }),
    ).toEqual({ ok: true });
  });

  it("refuses another site, an opaque origin and an unreadable one", () => {
    expect(checkPostOrigin({ ...host, origin: "https://evil.example" })).toMatchObject({
      ok: false,
      malformed: false,
      host: "localhost:3000",
    });
    expect(checkPostOrigin({ ...host, origin: "null" })).toMatchObject({ ok: false });
    expect(checkPostOrigin({ ...host, origin: "http://localhost:3001" })).toMatchObject({
      ok: false,
    });
    expect(checkPostOrigin({ ...host, origin: "garbage" })).toMatchObject({
      ok: false,
      malformed: true,
    });
    expect(checkPostOrigin({ ...host, origin: "" })).toMatchObject({ ok: false });
    expect(checkPostOrigin({ origin: "http://localhost:3000" })).toMatchObject({ ok: false });
  });

  it("lets through the origins the configuration allows", () => {
    const allowed = ["shop.example", "*.cdn.example"];
    expect(checkPostOrigin({ ...host, origin: "https://shop.example" }, allowed)).toEqual({
      ok: true,
    });
    expect(checkPostOrigin({ ...host, origin: "https://a.cdn.example" }, allowed)).toEqual({
      ok: true,
    });
    expect(checkPostOrigin({ ...host, origin: "https://cdn.example" }, allowed)).toMatchObject({
      ok: false,
    });
  });
});

describe("isAllowedOrigin", () => {
  it("matches like the framework: exact, * for one label, ** for the rest, never everything", () => {
    expect(isAllowedOrigin("Shop.Example", ["shop.example"])).toBe(true);
    expect(isAllowedOrigin("a.b.example", ["*.example"])).toBe(false);
    expect(isAllowedOrigin("a.b.example", ["**.example"])).toBe(true);
    expect(isAllowedOrigin("example", ["**"])).toBe(false);
    expect(isAllowedOrigin("evil.example", ["*"])).toBe(false);
    expect(isAllowedOrigin("evil.example", [""])).toBe(false);
  });
});
