"use client";

import { useRef } from "react";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useTranslations } from "@/i18n/client-intl";
import type { AttachedPicture } from "@/lib/consultation/attached-picture";
import type { ConsultationFormConfig } from "@/lib/forms/form-config";

import { ConsultationForm } from "./consultation-form";

export type ConsultationRequest = {
  /** Distinguishes one opening from the next, so each starts with a fresh form. */
  id: number;
  productName?: string;
  message?: string;
  /** The wall visualiser's picture, sent with the request. */
  picture?: AttachedPicture;
  /** A picture was asked for but could not be made: the form says so. */
  pictureFailed?: boolean;
  /** The button that opened the dialog; focus goes back to it when the dialog closes. */
  trigger: HTMLElement;
};

/**
 * The site's one consultation dialog, loaded on the first press of a consultation button. Its
 * texts are the `forms` parts "fields", "consultationForm" and "consultationDialog", which the
 * launcher fetches with its settings (see ConsultationDialogLauncher).
 * While a request is being sent the dialog cannot be dismissed, so a failure always finds the
 * visitor's entries still in place.
 */
export function ConsultationDialog({
  config,
  request,
  open,
  onOpenChange,
}: {
  config: ConsultationFormConfig;
  request: ConsultationRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("forms.consultationDialog");
  const content = useRef<HTMLDivElement>(null);
  const sending = () => content.current?.querySelector("form[aria-busy='true']") != null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending()) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        ref={content}
        closeLabel={t("close")}
        onOpenAutoFocus={(event) => {
          // On touch screens the keyboard would cover half the sheet before the visitor has read
          // it: focus the dialog itself there, and the first field elsewhere.
          if (window.matchMedia("(pointer: coarse)").matches) {
            event.preventDefault();
            content.current?.focus();
            return;
          }
          // An attached picture puts its remove button first; the first field still comes first.
          const name = content.current?.querySelector<HTMLInputElement>("input[name='name']");
          if (!request.picture || !name) return;
          event.preventDefault();
          name.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!request.trigger.isConnected) return;
          event.preventDefault();
          request.trigger.focus();
        }}
      >
        <p className="eyebrow">{t("eyebrow")}</p>
        <DialogTitle className="mt-2">{t("title")}</DialogTitle>
        <DialogDescription className="max-w-prose">{t("description")}</DialogDescription>
        <div className="mt-6">
          <ConsultationForm
            key={request.id}
            config={config}
            idPrefix="consultation-dialog"
            placement="dialog"
            productName={request.productName}
            message={request.message}
            picture={request.picture}
            pictureFailed={request.pictureFailed}
            onSuccess={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
