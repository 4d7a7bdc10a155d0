"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { ClientIntlProvider, useLocale } from "@/i18n/client-intl";
import type { Locale } from "@/i18n/routing";
import { takeConsultationPicture, type PictureHandOver } from "@/lib/consultation/attached-picture";
import {
  consultationDialogSettingsUrl,
  type ConsultationDialogSettings,
} from "@/lib/forms/consultation-dialog-settings";
import { recordLandingPage } from "@/lib/forms/visit-origin";

import type * as DialogModule from "./consultation-dialog";
import type { ConsultationRequest } from "./consultation-dialog";

const triggerSelector = "button[data-consultation-trigger]";

let dialogModule: Promise<typeof DialogModule> | undefined;
const settingsByLocale = new Map<Locale, Promise<ConsultationDialogSettings>>();

async function fetchSettings(locale: Locale): Promise<ConsultationDialogSettings> {
  const response = await fetch(consultationDialogSettingsUrl(locale));
  if (!response.ok) throw new Error(`The consultation form's settings answered ${response.status}`);
  return (await response.json()) as ConsultationDialogSettings;
}

function loadDialogModule() {
  dialogModule ??= import("./consultation-dialog").catch((error: unknown) => {
    // Let the next press try again.
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

/** The dialog's code and its settings in the page's language, each fetched once. */
function loadDialog(locale: Locale) {
  let settings = settingsByLocale.get(locale);
  if (!settings) {
    settings = fetchSettings(locale).catch((error: unknown) => {
      settingsByLocale.delete(locale);
      throw error;
    });
    settingsByLocale.set(locale, settings);
  }
  return Promise.all([loadDialogModule(), settings]);
}

const ConsultationDialog = lazy(() =>
  loadDialogModule().then((module) => ({ default: module.ConsultationDialog })),
);

function triggerFrom(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>(triggerSelector) : null;
}

/**
 * Every ConsultationButton is a real button in a GET form to /consultation#book; once this script
 * runs, a press opens the dialog instead. The dialog and its form are loaded on first use (warmed
 * when a pointer or focus reaches a trigger), so pages carry only this listener until someone
 * asks to book; its settings and texts come with it, in the page's language
 * (`consultationDialogSettingsUrl`). Should loading fail, the button's form is submitted and the
 * visitor lands on the inline form.
 *
 * A trigger marked `data-picture` (`<ConsultationButton withPicture>`, the wall visualiser's)
 * first has the offered picture rendered (src/lib/consultation/attached-picture.ts); the dialog
 * opens with it attached, or, when it could not be made, without it and says so. The trigger is
 * `aria-busy` meanwhile, and further presses wait for it.
 *
 * It also notes the first page of the visit for the forms (see visit-origin).
 */
export function ConsultationDialogLauncher() {
  const locale = useLocale();
  // The request and the settings it opened with, set together once both have arrived.
  const [opening, setOpening] = useState<{
    request: ConsultationRequest;
    settings: ConsultationDialogSettings;
  } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    recordLandingPage();
    let openings = 0;
    const onClick = (event: MouseEvent) => {
      const trigger = triggerFrom(event.target);
      if (!trigger || event.defaultPrevented) return;
      event.preventDefault();
      const withPicture = trigger.dataset.picture !== undefined;
      if (withPicture && trigger.getAttribute("aria-busy") === "true") return;
      let picture: Promise<PictureHandOver | undefined> = Promise.resolve(undefined);
      if (withPicture) {
        trigger.setAttribute("aria-busy", "true");
        picture = takeConsultationPicture().finally(() => trigger.removeAttribute("aria-busy"));
      }
      Promise.all([loadDialog(locale), picture]).then(
        ([[, settings], handOver]) => {
          openings += 1;
          setOpening({
            request: {
              id: openings,
              productName: trigger.dataset.product || undefined,
              message: trigger.dataset.message || undefined,
              picture: handOver?.ok ? handOver.picture : undefined,
              pictureFailed: handOver ? !handOver.ok : false,
              trigger,
            },
            settings,
          });
          setOpen(true);
        },
        () => trigger.form?.submit(),
      );
    };
    const warm = (event: Event) => {
      if (triggerFrom(event.target)) loadDialog(locale).catch(() => undefined);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", warm, { passive: true });
    document.addEventListener("focusin", warm);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
    };
  }, [locale]);

  if (!opening) return null;
  const { request, settings } = opening;
  return (
    <ClientIntlProvider locale={locale} messages={settings.messages}>
      <Suspense fallback={null}>
        <ConsultationDialog
          config={settings.config}
          request={request}
          open={open}
          onOpenChange={setOpen}
        />
      </Suspense>
    </ClientIntlProvider>
  );
}
