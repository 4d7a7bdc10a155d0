"use client";

import { ArrowRight, Wallpaper, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LocalizedLink } from "@/components/ui/localized-link";

import { useTranslations } from "@/i18n/client-intl";
import type { GalleryItem } from "@/lib/gallery/gallery-item";
import { imageSizes } from "@/lib/images/sizes";
import { onYourWallHref } from "@/lib/visualiser/visualiser-path";

const previewLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-[0.04em] text-foreground underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

/** The pictures are protected: no context menu, no dragging the picture away. */
function blockEvent(event: React.SyntheticEvent) {
  event.preventDefault();
}

/**
 * The full-screen preview. Radix traps focus and closes on Escape; a click anywhere but the
 * product link closes it too, and focus goes back to the picture that opened it.
 */
export function GalleryPreview({
  item,
  onClose,
  returnFocusTo,
}: {
  item: GalleryItem | null;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const t = useTranslations("catalog.galleryPreview");
  return (
    <DialogPrimitive.Root
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-inverse motion-safe:animate-fade-in" />
        {item ? (
          <DialogPrimitive.Content
            data-ground="dark"
            className="on-dark fixed inset-0 z-50 flex flex-col text-foreground outline-none select-none motion-safe:animate-fade-in"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo()?.focus();
            }}
            onClick={(event) => {
              const target = event.target;
              if (target instanceof Element && target.closest("a, button")) return;
              onClose();
            }}
          >
            <div className="flex items-start justify-between gap-4 px-5 pt-4 sm:px-8 sm:pt-6">
              <div className="min-w-0 pt-1">
                <p className="eyebrow">{item.brand}</p>
                <DialogPrimitive.Title className="mt-1 truncate text-2xl text-foreground sm:text-3xl">
                  {item.name}
                </DialogPrimitive.Title>
              </div>
              <DialogPrimitive.Close
                aria-label={t("close")}
                className="inline-flex size-11 shrink-0 items-center justify-center text-foreground transition-colors hover:bg-foreground/10"
              >
                <X aria-hidden="true" className="size-6" />
              </DialogPrimitive.Close>
            </div>

            <div
              className="relative my-4 min-h-0 flex-1 [-webkit-touch-callout:none]"
              onContextMenu={blockEvent}
              onDragStart={blockEvent}
              data-protected-image=""
            >
              <ResponsiveImage
                slot={item.slot}
                alt={item.alt}
                sizes={imageSizes.galleryPreview}
                draggable={false}
                // Letterboxed by object-contain: no placeholder tone around the picture.
                style={{ background: "none" }}
                className="absolute inset-0 size-full object-contain select-none"
              />
            </div>

            <div className="flex flex-col gap-3 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8 sm:py-5">
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {t("description", { style: item.style, brand: item.brand })}
              </DialogPrimitive.Description>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
                <LocalizedLink
                  href={onYourWallHref(item.href)}
                  prefetch={false}
                  className={previewLinkClass}
                  aria-describedby="gallery-preview-wall-note"
                >
                  <Wallpaper aria-hidden="true" className="size-4" />
                  {t("onYourWall")}
                </LocalizedLink>
                <LocalizedLink href={item.href} className={previewLinkClass}>
                  {t("details")}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </LocalizedLink>
                <p id="gallery-preview-wall-note" className="sr-only">
                  {t("wallNote")}
                </p>
              </div>
            </div>
          </DialogPrimitive.Content>
        ) : null}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
