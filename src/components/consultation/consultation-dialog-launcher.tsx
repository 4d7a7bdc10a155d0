"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { takeConsultationPicture, type PictureHandOver } from "@/lib/consultation/attached-picture";
import type { ConsultationFormConfig } from "@/lib/forms/form-config";
import { recordLandingPage } from "@/lib/forms/visit-origin";

import type * as DialogModule from "./consultation-dialog";
import type { ConsultationRequest } from "./consultation-dialog";

const triggerSelector = "button[data-consultation-trigger]";

let dialogModule: Promise<typeof DialogModule> | undefined;
function loadDialog() {
  dialogModule ??= import("./consultation-dialog").catch((error: unknown) => {
    // Let the next press try again.
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

const ConsultationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ConsultationDialog })),
);

function triggerFrom(target: EventTarget | null): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>(triggerSelector) : null;
}

/**
 * Every ConsultationButton is a real button in a GET form to /consultation#book; once this script
 * runs, a press opens the dialog instead. The dialog and its form are loaded on first use (warmed
 * when a pointer or focus reaches a trigger), so pages carry only this listener until someone
 * asks to book. Should loading fail, the button's form is submitted and the visitor lands on the
 * inline form.
 *
 * A trigger marked `data-picture` (`<ConsultationButton withPicture>`, the wall visualiser's)
 * first has the offered picture rendered (src/lib/consultation/attached-picture.ts); the dialog
 * opens with it attached, or, when it could not be made, without it and says so. The trigger is
 * `aria-busy` meanwhile, and further presses wait for it.
 *
 * It also notes the first page of the visit for the forms (see visit-origin).
 */
export function ConsultationDialogLauncher({ config }: { config: ConsultationFormConfig }) {
  const [request, setRequest] = useState<ConsultationRequest | null>(null);
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
      Promise.all([loadDialog(), picture]).then(
        ([, handOver]) => {
          openings += 1;
          setRequest({
            id: openings,
            productName: trigger.dataset.product || undefined,
            message: trigger.dataset.message || undefined,
            picture: handOver?.ok ? handOver.picture : undefined,
            pictureFailed: handOver ? !handOver.ok : false,
            trigger,
          });
          setOpen(true);
        },
        () => trigger.form?.submit(),
      );
    };
    const warm = (event: Event) => {
      if (triggerFrom(event.target)) loadDialog().catch(() => undefined);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", warm, { passive: true });
    document.addEventListener("focusin", warm);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
    };
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationDialog config={config} request={request} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
