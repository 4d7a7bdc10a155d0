"use client";

import { Toaster as Sonner } from "sonner";

import { useTranslations } from "@/i18n/client-intl";

/**
 * Calm toasts: bottom-centre on phones, bottom-right on wide screens. Sonner renders an
 * aria-live region, so every toast is announced.
 */
export function Toaster() {
  const t = useTranslations("common.overlay");
  return (
    <Sonner
      containerAriaLabel={t("notifications")}
      position="bottom-right"
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
      gap={10}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "flex w-full gap-3 border border-border bg-surface p-4 font-sans text-sm text-foreground shadow-[0_10px_30px_-12px_rgb(38_34_30/0.25)] sm:w-[22rem]",
          title: "font-semibold",
          description: "mt-0.5 text-muted-foreground",
          error: "border-l-4 border-l-destructive",
          success: "border-l-4 border-l-primary",
          closeButton: "text-foreground",
        },
      }}
    />
  );
}
