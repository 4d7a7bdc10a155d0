"use client";

import { CircleAlert, ImageOff } from "lucide-react";
import { useCallback, type Ref } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { FieldError } from "@/components/ui/field";
import { useTranslations } from "@/i18n/client-intl";
import type { AttachedPicture } from "@/lib/consultation/attached-picture";

/**
 * The picture a consultation request carries from the wall visualiser, as the form shows it: a
 * small preview, what it shows, the server's word on it if it refused it, and **Remove picture**.
 * The preview is the visitor's own file in memory, shown through an object URL that is revoked as
 * soon as the preview goes.
 */
export function AttachedPictureField({
  idPrefix,
  picture,
  error,
  onRemove,
  removeRef,
}: {
  idPrefix: string;
  picture: AttachedPicture;
  error?: string;
  onRemove: () => void;
  /** The remove button, which takes focus when the server refuses the picture. */
  removeRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("forms.consultationForm");
  const preview = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(picture.blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [picture.blob],
  );
  const labelId = `${idPrefix}-picture-label`;
  const descriptionId = `${idPrefix}-picture-description`;
  const errorId = `${idPrefix}-picture-error`;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex items-start gap-4 border border-border bg-background p-3 sm:col-span-2"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a file in memory, not a page asset */}
      <img
        ref={preview}
        alt=""
        width={96}
        height={72}
        className="h-18 w-24 shrink-0 bg-muted object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p id={labelId} className="eyebrow">
          {t("pictureAttached")}
        </p>
        <p id={descriptionId} className="text-sm break-words">
          {picture.description}
        </p>
        <FieldError id={errorId} message={error} />
        <button
          ref={removeRef}
          type="button"
          onClick={onRemove}
          aria-describedby={error ? errorId : undefined}
          className={buttonVariants({ variant: "quiet", size: "sm" })}
        >
          {t("removePicture")}
        </button>
      </div>
    </div>
  );
}

/** Said instead of the preview: the picture could not be attached, or was removed. */
export function PictureNote({ text, removed }: { text: string; removed: boolean }) {
  // Focus moves here when the visitor removes the picture, so it is not lost with the button.
  const focusOnMount = useCallback((node: HTMLParagraphElement | null) => {
    node?.focus();
  }, []);
  const Icon = removed ? ImageOff : CircleAlert;
  return (
    <p
      ref={removed ? focusOnMount : undefined}
      tabIndex={removed ? -1 : undefined}
      className="flex items-start gap-2 border-l-2 border-border-strong bg-background px-4 py-2.5 text-sm outline-none sm:col-span-2"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {text}
    </p>
  );
}
