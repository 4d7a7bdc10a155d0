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

/** The overlay primitives, opened for review on the design-system page. */
export function InteractiveDemos() {
  return (
    <div className="flex flex-wrap gap-3">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>A dialog</DialogTitle>
          <DialogDescription>
            Focus stays inside until it closes; Escape closes it and focus returns to the button.
          </DialogDescription>
        </DialogContent>
      </Dialog>
      <Sheet>
        <SheetTrigger asChild>
          <Button variant="outline">Open sheet</Button>
        </SheetTrigger>
        <SheetContent className="p-6 pt-8">
          <SheetTitle>A side sheet</SheetTitle>
          <SheetDescription className="mt-2">Used for filters on small screens.</SheetDescription>
        </SheetContent>
      </Sheet>
      <Drawer>
        <DrawerTrigger asChild>
          <Button variant="outline">Open drawer</Button>
        </DrawerTrigger>
        <DrawerContent className="px-6 pt-4 pb-10">
          <DrawerTitle className="font-display text-2xl">A bottom drawer</DrawerTitle>
          <DrawerDescription className="mt-2 text-muted-foreground">
            The mobile menu uses this drawer.
          </DrawerDescription>
        </DrawerContent>
      </Drawer>
      <Button
        variant="outline"
        onClick={() =>
          toast.success("Message Sent!", {
            description: "Thank you for contacting us. We'll get back to you within 24 hours.",
          })
        }
      >
        Show a toast
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast.error("Error", { description: "Failed to send message. Please try again." })
        }
      >
        Show an error toast
      </Button>
    </div>
  );
}
