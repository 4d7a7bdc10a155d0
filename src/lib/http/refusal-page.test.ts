import { describe, expect, it } from "vitest";

import { site } from "@/content/site";

import { backLink, refusalPage, refusalText } from "./refusal-page";

describe("backLink", () => {
  it("leads back to the form's page", () => {
    expect(backLink("/contact")).toEqual({ href: "/contact", label: "Back to the contact form" });
    expect(backLink("/checkout?notice=x")).toEqual({
      href: "/checkout",
      label: "Back to your sample request",
    });
    expect(backLink("/admin/requests/contact/8c1f")).toEqual({
      href: "/admin/requests/contact/8c1f",
      label: "Back to the inbox",
    });
    expect(backLink("/wallpaper/some-pattern")).toEqual({
      href: "/wallpaper/some-pattern",
      label: "Back to the page",
    });
  });

  it("leads home from anything that is not a plain path of this site", () => {
    for (const url of ["//evil.example/x", "/%2e%2e/x", "/a b", "/<script>", "", undefined, "/"]) {
      expect(backLink(url)).toEqual({ href: "/", label: "Return to Home" });
    }
  });
});

describe("refusalPage", () => {
  it("is a small page in the site's words with a way back", () => {
    const page = refusalPage({ status: 413 }, "/contact");
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<title>That request was too large | ${site.name}</title>`);
    expect(page).toContain("<h1>That request was too large</h1>");
    expect(page).toContain('<a href="/contact">Back to the contact form</a>');
    expect(page).toContain('<a class="secondary" href="/">Return to Home</a>');
    // Self-contained: nothing to fetch, nothing to run.
    expect(page).not.toMatch(/<script|<link|src=|url\(/);
    expect(page.length).toBeLessThan(4_000);
  });

  it("has a page for every refusal", () => {
    for (const status of [400, 403, 413, 415] as const) {
      expect(refusalPage({ status }, "/consultation")).toContain(`<p class="status">${status}</p>`);
      expect(refusalText({ status })).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(refusalText({ status: 403 })).toContain("another site");
  });
});
