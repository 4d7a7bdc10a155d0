"use client";

import { X } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";

import { useTranslations } from "@/i18n/client-intl";
import { cn } from "@/lib/utils/cn";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

/** A panel that slides in from the side (filters on small screens). */
export function SheetContent({
  className,
  children,
  side = "left",
  instant = false,
  style,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & {
  side?: "left" | "right";
  /** Appear without fading in: for a sheet that was already open on the page it replaces. */
  instant?: boolean;
}) {
  const t = useTranslations("common.overlay");
  const appearance = instant ? { animation: "none" } : undefined;
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        style={appearance}
        className="fixed inset-0 z-40 bg-inverse/45 data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        style={{ ...style, ...appearance }}
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(24rem,88vw)] flex-col bg-surface shadow-[0_0_40px_-10px_rgb(38_34_30/0.35)] transition-transform duration-200 ease-(--ease-calm) outline-none data-[state=open]:animate-fade-in",
          side === "left" ? "left-0 border-r border-border" : "right-0 border-l border-border",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center text-muted-foreground hover:text-foreground"
          aria-label={t("close")}
        >
          <X aria-hidden="true" className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("font-display text-2xl", className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
