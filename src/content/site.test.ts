import { describe, expect, it } from "vitest";

import { drawerGuideLinks as guideDrawerLinks, guideList } from "@/lib/guides/guide-navigation";

import {
  bookConsultation,
  drawerGuideLinks,
  drawerNav,
  drawerResources,
  footerQuickLinks,
  legalLinks,
  primaryNav,
} from "./navigation";
import { site, siteSchema } from "./site";

describe("the store's facts", () => {
  it("validate against the schema", () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
  });

  it("carry the showroom's hours, copyright year and statistics", () => {
    expect(site.hours.weekdays).toBe("Monday to Friday 10AM to 5PM");
    expect(site.hours.weekend).toBe("Saturday and Sunday by appointment only");
    expect(site.copyrightYear).toBe(2025);
    expect(site.stats).toEqual({
      clients: "1,000+",
      brands: "15+",
      rating: "5-star",
      years: "10+",
      samples: "10,000+",
    });
  });

  it("use a 555 phone number and a reserved example domain until the owner replaces them", () => {
    expect(site.phone.display).toMatch(/555-01\d\d/);
    expect(site.email).toMatch(/\.example$/);
  });

  it("is founded at least ten years before the copyright year (10+ years)", () => {
    expect(site.copyrightYear - site.foundingYear).toBeGreaterThanOrEqual(10);
  });
});

describe("navigation", () => {
  it("lists the desktop links in order", () => {
    expect(primaryNav.map((l) => [l.label, l.href])).toEqual([
      ["Wallpaper Brands", "/wallpaper-brands"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Installation", "/installation"],
      ["How To", "/how-to-wallpaper"],
      ["Contact", "/contact"],
    ]);
  });

  it("puts Home, About, Wallpaper Brands, Installation and the Resources group in the drawer", () => {
    expect(drawerNav.map((l) => l.label)).toEqual([
      "Home",
      "About",
      "Wallpaper Brands",
      "Installation",
    ]);
    expect(drawerResources.map((l) => l.label)).toEqual(["Testimonials", "FAQs"]);
  });

  it("shows only the first five entries of the site-wide guide list in the drawer", () => {
    expect(drawerGuideLinks.map((l) => l.href)).toEqual(
      guideList.slice(0, 5).map((entry) => entry.path),
    );
    expect(drawerGuideLinks.map((l) => l.href)).toEqual(guideDrawerLinks.map((l) => l.path));
  });

  it("sends Book Consultation to /contact and lists the footer's quick and legal links", () => {
    expect(bookConsultation).toEqual({ href: "/contact", label: "Book Consultation" });
    expect(footerQuickLinks.map((l) => l.label)).toEqual([
      "About",
      "Wallpaper Brands",
      "Services",
      "Contact",
    ]);
    expect(legalLinks.map((l) => [l.label, l.href])).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms & Conditions", "/terms"],
    ]);
  });
});
