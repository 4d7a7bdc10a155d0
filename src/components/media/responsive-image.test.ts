import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ManifestLookup } from "@/lib/images/manifest-lookup";
import { imageSizes } from "@/lib/images/sizes";

const lookup = vi.fn<(slot: string) => ManifestLookup>();
vi.mock("@/lib/images/manifest-lookup", () => ({
  lookupManifest: (slot: string) => lookup(slot),
}));

const { ResponsiveImage } = await import("@/components/media/responsive-image");

const render = (props: Parameters<typeof ResponsiveImage>[0]) =>
  renderToStaticMarkup(createElement(ResponsiveImage, props));

const placeholder = `url("data:image/svg+xml;charset=utf-8,%3Csvg%3E")`;

afterEach(() => {
  vi.unstubAllEnvs();
  lookup.mockReset();
});

describe("ResponsiveImage", () => {
  it("renders an AVIF source with sizes and an <img> of one WebP with intrinsic size, lazy by default", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const html = render({
      slot: "product-1001-swatch",
      alt: "Palm fronds on ivory",
      sizes: "50vw",
      className: "card",
    });
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/generated/product/product-1001-swatch-104.avif 104w, /images/generated/product/product-1001-swatch-200.avif 200w, /images/generated/product/product-1001-swatch-400.avif 400w, /images/generated/product/product-1001-swatch-656.avif 656w, /images/generated/product/product-1001-swatch-1088.avif 1088w, /images/generated/product/product-1001-swatch-1920.avif 1920w" sizes="50vw"/>',
    );
    // Browsers without AVIF take the <img>'s one WebP file; no second candidate list is written.
    expect(html.match(/<source /g)).toHaveLength(1);
    expect(html).not.toContain(".webp 400w");
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toMatch(/^<img src="\/images\/generated\/product\/product-1001-swatch-400.webp" /);
    expect(img).toContain('width="1920" height="1920"');
    expect(img).toContain('alt="Palm fronds on ivory"');
    expect(img).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchPriority");
    expect(html).toContain('class="card"');
    // Below the first screen the stylesheet's plain tone stands in; nothing is inlined.
    expect(html).not.toContain("style=");
  });

  it("lists only the renditions its layout can choose: a listing card's swatch from 200 to 656 px", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const html = render({ slot: "product-1001-swatch", alt: "x", sizes: imageSizes.productCard });
    const widths = [...html.matchAll(/product-1001-swatch-(\d+)\.avif/g)].map((m) => m[1]);
    // Cards are drawn 152 to 304 px wide: 104 px is never chosen, 656 px covers twice the widest.
    expect(widths).toEqual(["200", "400", "656"]);
    expect(html).toMatch(
      /<img[^>]*src="\/images\/generated\/product\/product-1001-swatch-400.webp"/,
    );
  });

  it("inlines the blurred preview for the priority picture, or where asked for", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const blurred = "background-image:url(&quot;data:image/svg+xml";
    expect(render({ slot: "showroom-hero", alt: "x", sizes: "100vw", priority: true })).toContain(
      blurred,
    );
    expect(
      render({ slot: "product-1001-swatch", alt: "x", sizes: "50vw", placeholder: "blur" }),
    ).toContain(blurred);
  });

  it("loads the page's largest image eagerly and at high priority", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const html = render({
      slot: "showroom-hero",
      alt: "The showroom",
      sizes: "100vw",
      priority: true,
    });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('width="2240" height="1260"');
  });

  it("preloads a picture only where it is the largest paint, and fetches it late elsewhere", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const html = render({
      slot: "showroom-panels",
      alt: "Panels",
      sizes: imageSizes.editorialHeader,
      priority: true,
      priorityMedia: "(min-width: 640px)",
    });
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? "";
    expect(preload).toContain('media="(min-width: 640px)"');
    expect(preload).toContain('fetchPriority="high"');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="low"');
  });

  it("fetches an eager picture that is not the largest paint at low priority when asked", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder } as never });
    const html = render({
      slot: "product-1002-swatch",
      alt: "x",
      sizes: imageSizes.productCard,
      loading: "eager",
      fetchPriority: "low",
    });
    expect(html).toContain('fetchPriority="low"');
    expect(html).not.toContain('rel="preload"');
  });

  it("serves wordmarks as one vector file", () => {
    lookup.mockReturnValue({ status: "found", slot: { placeholder: null } as never });
    const html = render({ slot: "brand-thibaut", alt: "Thibaut", sizes: "20vw" });
    expect(html).not.toContain("<picture>");
    expect(html).toContain(
      'src="/images/generated/brand/brand-thibaut.svg" width="360" height="120"',
    );
    expect(html).toContain('alt="Thibaut"');
  });

  it("fails loudly outside tests when a slot was never generated", () => {
    vi.stubEnv("NODE_ENV", "development");
    lookup.mockReturnValue({ status: "missing-slot" });
    expect(() => render({ slot: "product-99999-swatch", alt: "x", sizes: "1px" })).toThrow(
      /has no generated picture/,
    );
    lookup.mockReturnValue({ status: "no-manifest" });
    expect(() => render({ slot: "product-1001-swatch", alt: "x", sizes: "1px" })).toThrow(
      /npm run images/,
    );
    expect(() => render({ slot: "not a slot", alt: "x", sizes: "1px" })).toThrow(
      /not a valid image slot/,
    );
  });

  it("renders in the browser without the manifest, on a plain tone", () => {
    lookup.mockReturnValue({ status: "unavailable" });
    const html = render({ slot: "gallery-starry-nursery", alt: "A nursery", sizes: "25vw" });
    expect(html).toContain('<source type="image/avif"');
    expect(html).not.toContain("style=");
  });
});

describe("the muted tone behind a picture", () => {
  it("comes from one stylesheet rule for every <picture>'s <img>", async () => {
    const { readFile } = await import("node:fs/promises");
    const css = await readFile(new URL("../../app/globals.css", import.meta.url), "utf8");
    expect(css).toMatch(/picture > img \{\s*background-color: var\(--color-muted\);/);
  });
});
