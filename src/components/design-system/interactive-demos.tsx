"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { showFormToast } from "@/lib/forms/show-form-toast";

import type { DemoCopy } from "./design-system-copy";
import type { OverlayKind } from "./overlay-demos";

// Radix's dialog, vaul and sonner (about 40 kB) load when the visitor reaches for a demo.
const OverlayDemos = dynamic(
  () => import("./overlay-demos").then((module) => module.OverlayDemos),
  { ssr: false },
);

/** The overlay primitives and the toasts, opened for review on the design-system page. */
export function InteractiveDemos({ copy }: { copy: DemoCopy }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState<OverlayKind | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const request = () => setRequested(true);
  const openButton = (kind: OverlayKind, label: string) => (
    <Button
      variant="outline"
      aria-haspopup="dialog"
      aria-expanded={open === kind}
      onPointerEnter={request}
      onFocus={request}
      onClick={(event) => {
        opener.current = event.currentTarget;
        setRequested(true);
        setOpen(kind);
      }}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-3">
      {openButton("dialog", copy.openDialog)}
      {openButton("sheet", copy.openSheet)}
      {openButton("drawer", copy.openDrawer)}
      <Button
        variant="outline"
        onClick={() =>
          showFormToast(
            { tone: "success", title: copy.toastTitle, description: copy.toastText },
            "design-system-success",
          )
        }
      >
        {copy.showToast}
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          showFormToast(
            { tone: "destructive", title: copy.errorToastTitle, description: copy.errorToastText },
            "design-system-error",
          )
        }
      >
        {copy.showErrorToast}
      </Button>
      {requested ? (
        <OverlayDemos
          copy={copy}
          open={open}
          onClose={() => setOpen(null)}
          returnFocusTo={opener}
        />
      ) : null}
    </div>
  );
}
