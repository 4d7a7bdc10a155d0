/**
 * Every generated (or owner-supplied) picture on the site: a <picture> with an AVIF source at
 * those of the slot's fixed widths its layout (`sizes`) can choose, an <img> with one WebP for
 * browsers without AVIF and intrinsic width and height (no layout shift), lazy by default, and a
 * blurred preview (or the muted tone of `picture > img` in globals.css) behind it until the file
 * arrives.
 *
 * Works in server and client components. On the server it reads the generated manifest for the
 * blurred preview and fails loudly when a slot was never generated; in the browser (images
 * added by infinite scroll) it computes everything from the slot name and shows a plain tone.
 */
import type { ComponentProps, CSSProperties } from "react";
import { preload } from "react-dom";

import { lookupManifest } from "@/lib/images/manifest-lookup";
import { compactSizes, drawnWidthsOf } from "@/lib/images/sizes";
import { resolveImage } from "@/lib/images/urls";
import { definedProps } from "@/lib/utils/defined-props";

type ImgProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "fetchPriority"
>;

export type ResponsiveImageProps = ImgProps & {
  /** A registered slot name: `product-1001-swatch`, `gallery-<id>`, `showroom-hero`, ... */
  slot: string;
  /** What the picture shows; "" only for a picture that repeats adjacent text. */
  alt: string;
  /**
   * The width the picture is drawn at per breakpoint: one of the layouts in `imageSizes`
   * (@/lib/images/sizes), which the preset's widths are chosen to cover.
   */
  sizes: string;
  /** The page's largest image: loaded eagerly, at high priority, and preloaded. */
  priority?: boolean;
  /**
   * With `priority`: the layouts (a media query) where this picture is the page's largest paint.
   * Elsewhere (a phone, where the text above it is larger) the largest paint is text, and the
   * picture is fetched eagerly at low priority, so that it does not hold back the stylesheet and
   * fonts the text waits for; the preload applies to the matching layouts only.
   */
  priorityMedia?: string;
  /**
   * "low" for an eager picture on the first screen that is not the largest paint there (a
   * listing's other first-row cards): fetched after the files the largest paint waits for.
   */
  fetchPriority?: "low";
  /**
   * "blur" inlines a blurred preview (≈ 0.7 kB, twice: in the HTML and in the RSC payload), for
   * pictures on the first screen; "tone" paints the plain muted tone, enough for pictures further
   * down, which have usually arrived by the time they are scrolled to. Default: blur for the
   * priority picture, tone for the rest.
   */
  placeholder?: "blur" | "tone";
};

function placeholderFor(slot: string): string | null {
  const found = lookupManifest(slot);
  switch (found.status) {
    case "found":
      return found.slot.placeholder;
    case "unavailable":
      return null;
    case "no-manifest":
    case "missing-slot":
      if (process.env.NODE_ENV === "test") return null;
      throw new Error(
        found.status === "no-manifest"
          ? `Generated images are missing (no public/images/generated/manifest.json). Run "npm run images" before "next dev" or "next build".`
          : `Image slot "${slot}" has no generated picture. Add it to the slot registry (src/lib/images/registry.ts) and run "npm run images".`,
      );
  }
}

export function ResponsiveImage({
  slot,
  alt,
  sizes,
  priority = false,
  priorityMedia,
  fetchPriority: requestedPriority,
  placeholder: placeholderKind = priority ? "blur" : "tone",
  className,
  style,
  loading,
  decoding,
  ...rest
}: ResponsiveImageProps) {
  const image = resolveImage(slot, drawnWidthsOf(sizes));
  // Looked up either way: a slot that was never generated fails the build, whatever it paints.
  const blurred = placeholderFor(slot);
  const placeholder = placeholderKind === "blur" ? blurred : null;
  // What every <img> says, vector or raster, besides its alt text.
  const imgProps = {
    ...rest,
    src: image.src,
    width: image.width,
    height: image.height,
    loading: priority ? ("eager" as const) : (loading ?? "lazy"),
    decoding: decoding ?? "async",
  };
  if (image.kind === "vector") {
    // Wordmarks are vector files: one URL serves every size.
    // eslint-disable-next-line @next/next/no-img-element
    return <img {...imgProps} alt={alt} {...definedProps({ className, style })} />;
  }
  const [first] = image.sources;
  const sizesAttribute = compactSizes(sizes);
  if (priority && first) {
    // Only browsers that support the first format act on a typed preload; the rest wait for
    // the <picture> to choose.
    preload(image.src, {
      as: "image",
      imageSrcSet: first.srcSet,
      imageSizes: sizesAttribute,
      fetchPriority: "high",
      type: first.type,
      ...definedProps({ media: priorityMedia }),
    });
  }
  // The muted tone comes from the stylesheet (`picture > img`); only a preview is inlined.
  const background: CSSProperties = placeholder
    ? {
        backgroundImage: placeholder,
        backgroundSize: "cover",
        backgroundPosition: "center",
        backgroundRepeat: "no-repeat",
      }
    : {};
  // Only the formats before the last get a <source>. The last one (WebP) is the <img>'s single
  // file: every browser that cannot read AVIF reads it, at a middle width. A second full srcset
  // for them would cost every page about a tenth of its HTML (decision 020).
  const typedSources = image.sources.slice(0, -1);
  const onlySource = typedSources.length === 0 ? image.sources[0] : undefined;
  return (
    <picture>
      {typedSources.map((source) => (
        <source
          key={source.format}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizesAttribute}
        />
      ))}
      {/* Files are pre-generated in every format and width; the runtime optimiser is not used. */}
      <img
        {...imgProps}
        alt={alt}
        {...definedProps({
          srcSet: onlySource?.srcSet,
          sizes: onlySource ? sizesAttribute : undefined,
          // Where the preload applies, the picture comes from it; elsewhere it is not the
          // largest paint and waits for the text's files.
          fetchPriority: priority
            ? priorityMedia
              ? ("low" as const)
              : ("high" as const)
            : requestedPriority,
          className,
        })}
        {...(placeholder || style
          ? {
              style: { ...background, ...style },
              // The blurred preview is inlined on the server only; the browser keeps it on
              // hydration.
              suppressHydrationWarning: true,
            }
          : {})}
      />
    </picture>
  );
}
