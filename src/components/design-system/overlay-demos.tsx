"use client";

import type { RefObject } from "react";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from "@/components/ui/drawer";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";

import type { DemoCopy } from "./design-system-copy";

export type OverlayKind = "dialog" | "sheet" | "drawer";

/**
 * The three overlays, opened by the demo buttons. Loaded when the visitor first points at or
 * focuses a button, like the site's own overlays; each returns focus to the button that opened it.
 */
export function OverlayDemos({
  copy,
  open,
  onClose,
  returnFocusTo,
}: {
  copy: DemoCopy;
  open: OverlayKind | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
  return (
    <>
      <Dialog open={open === "dialog"} onOpenChange={onOpenChange}>
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogTitle>{copy.dialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogText}</DialogDescription>
        </DialogContent>
      </Dialog>
      <Sheet open={open === "sheet"} onOpenChange={onOpenChange}>
        <SheetContent className="p-6 pt-8" onCloseAutoFocus={returnFocus}>
          <SheetTitle>{copy.sheetTitle}</SheetTitle>
          <SheetDescription className="mt-2">{copy.sheetText}</SheetDescription>
        </SheetContent>
      </Sheet>
      <Drawer open={open === "drawer"} onOpenChange={onOpenChange}>
        <DrawerContent className="px-6 pt-4 pb-10" onCloseAutoFocus={returnFocus}>
          <DrawerTitle className="font-display text-2xl">{copy.drawerTitle}</DrawerTitle>
          <DrawerDescription className="mt-2 text-muted-foreground">
            {copy.drawerText}
          </DrawerDescription>
        </DrawerContent>
      </Drawer>
    </>
  );
}
