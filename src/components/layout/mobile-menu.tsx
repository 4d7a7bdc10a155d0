"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";

import { useTranslations } from "@/i18n/client-intl";
import { useHydrated } from "@/lib/hooks/use-hydrated";

const MobileMenuDrawer = dynamic(
  () => import("./mobile-menu-drawer").then((module) => module.MobileMenuDrawer),
  { ssr: false },
);

const triggerClass =
  "inline-flex size-11 items-center justify-center rounded-[2px] text-foreground hover:bg-muted";

/**
 * The menu control below the desktop breakpoint. Before hydration (and without JavaScript) it is
 * a link to the full site navigation in the footer; afterwards a button that opens the bottom
 * drawer, whose code loads on first use (or when the pointer comes near).
 */
export function MobileMenu() {
  const t = useTranslations("common.mobileMenu");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  /**
   * Each opening mounts a fresh drawer: reopened during its closing animation, the old one would
   * still be mounted, and its focus scope (which moves focus in on mount) would never take focus.
   */
  const [openings, setOpenings] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <a href="#site-map" className={triggerClass} aria-label={t("open")}>
        <Menu aria-hidden="true" className="size-6" />
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClass}
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
        onClick={() => {
          setRequested(true);
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested ? (
        <MobileMenuDrawer
          key={openings}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </>
  );
}
