"use client";

import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerTitle,
  DrawerTrigger,
} from "@/components/ui/drawer";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import type { DemoCopy } from "./design-system-copy";

/** The overlay primitives, opened for review on the design-system page. */
export function InteractiveDemos({ copy }: { copy: DemoCopy }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">{copy.openDialog}</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>{copy.dialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogText}</DialogDescription>
        </DialogContent>
      </Dialog>
      <Sheet>
        <SheetTrigger asChild>
          <Button variant="outline">{copy.openSheet}</Button>
        </SheetTrigger>
        <SheetContent className="p-6 pt-8">
          <SheetTitle>{copy.sheetTitle}</SheetTitle>
          <SheetDescription className="mt-2">{copy.sheetText}</SheetDescription>
        </SheetContent>
      </Sheet>
      <Drawer>
        <DrawerTrigger asChild>
          <Button variant="outline">{copy.openDrawer}</Button>
        </DrawerTrigger>
        <DrawerContent className="px-6 pt-4 pb-10">
          <DrawerTitle className="font-display text-2xl">{copy.drawerTitle}</DrawerTitle>
          <DrawerDescription className="mt-2 text-muted-foreground">
            {copy.drawerText}
          </DrawerDescription>
        </DrawerContent>
      </Drawer>
      <Button
        variant="outline"
        onClick={() => toast.success(copy.toastTitle, { description: copy.toastText })}
      >
        {copy.showToast}
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.error(copy.errorToastTitle, { description: copy.errorToastText })}
      >
        {copy.showErrorToast}
      </Button>
    </div>
  );
}
