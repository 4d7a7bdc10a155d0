"use client";

import { ChevronDown, X } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { Drawer } from "vaul";

import { LanguageSwitch } from "@/components/language/language-switch";
import { buttonVariants } from "@/components/ui/button-variants";
import { useLocale, useTranslations } from "@/i18n/client-intl";
import { localizedNavigation } from "@/lib/i18n/localized-navigation";
import { cn } from "@/lib/utils/cn";

import { NavLink } from "./nav-link";

const closeClass =
  "inline-flex size-11 items-center justify-center rounded-[2px] text-foreground hover:bg-muted";

const drawerLinkClass =
  "flex min-h-11 items-center border-b border-border/70 py-2 font-display text-2xl text-foreground/85 hover:text-foreground";
const currentDrawerLinkClass = cn(drawerLinkClass, "font-semibold text-foreground");
const drawerSubLinkClass =
  "flex min-h-11 items-center text-base text-foreground/85 hover:text-foreground";
const currentDrawerSubLinkClass = cn(drawerSubLinkClass, "font-semibold text-foreground");
const languageSwitchClass =
  "mt-4 flex min-h-11 items-center justify-center text-base text-foreground/85 underline underline-offset-4 hover:text-foreground";

/**
 * The drawer itself, loaded only when the visitor first reaches for the menu, so pages do not
 * ship the drawer's code up front. Focus returns to the menu button when it closes.
 */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations("common.mobileMenu");
  const { drawerNav, drawerResources, drawerGuideLinks, bookConsultation } =
    localizedNavigation(useLocale());
  const [resourcesOpen, setResourcesOpen] = useState(false);
  const resourcesId = useId();
  const close = () => onOpenChange(false);

  return (
    // vaul leaves focus on the trigger unless told otherwise; a dialog takes focus when it opens.
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-inverse/45" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-[10px] border-t border-border bg-surface outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Reopened during its closing animation, the new drawer already holds focus; the old
            // one unmounting a moment later must not pull it out to the menu button.
            if (document.activeElement?.closest("[role=dialog]")) return;
            returnFocusTo.current?.focus();
          }}
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1 w-12 rounded-full bg-border-strong" />
          <div className="flex items-center justify-between px-6 pt-3 pb-2">
            <Drawer.Title className="eyebrow">{t("title")}</Drawer.Title>
            <Drawer.Close className={closeClass} aria-label={t("close")}>
              <X aria-hidden="true" className="size-5" />
            </Drawer.Close>
          </div>
          <nav aria-label={t("nav")} className="overflow-y-auto px-6 pb-8">
            <ul>
              {drawerNav.map((link) => (
                <li key={link.href}>
                  <NavLink
                    href={link.href}
                    onClick={close}
                    className={drawerLinkClass}
                    currentClassName={currentDrawerLinkClass}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  aria-expanded={resourcesOpen}
                  aria-controls={resourcesId}
                  onClick={() => setResourcesOpen((value) => !value)}
                  className={cn(drawerLinkClass, "w-full justify-between text-left")}
                >
                  {t("resources")}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      "size-5 transition-transform duration-200",
                      resourcesOpen && "rotate-180",
                    )}
                  />
                </button>
                <div id={resourcesId} hidden={!resourcesOpen} className="pt-2 pb-3 pl-4">
                  <DrawerSubLinks links={drawerResources} onNavigate={close} />
                  <p className="eyebrow mt-3 mb-1">{t("guides")}</p>
                  <DrawerSubLinks links={drawerGuideLinks} onNavigate={close} />
                </div>
              </li>
            </ul>
            <NavLink
              href={bookConsultation.href}
              onClick={close}
              className={cn(buttonVariants({ size: "lg" }), "mt-6 w-full")}
            >
              {bookConsultation.label}
            </NavLink>
            <LanguageSwitch className={languageSwitchClass} />
          </nav>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

/** The links under "Resources": smaller than the main entries, each closing the drawer. */
function DrawerSubLinks({
  links,
  onNavigate,
}: {
  links: readonly { href: string; label: string }[];
  onNavigate: () => void;
}) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            href={link.href}
            onClick={onNavigate}
            className={drawerSubLinkClass}
            currentClassName={currentDrawerSubLinkClass}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
