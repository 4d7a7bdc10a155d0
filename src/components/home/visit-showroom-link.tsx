"use client";

import type * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * "Visit Our Showroom": an in-page link to the visit section, so it works without JavaScript.
 * With JavaScript it glides there (instantly when reduced motion is asked for) and moves focus to
 * the section, so keyboard and screen-reader users land where sighted users are looking.
 */
export function VisitShowroomLink({
  targetId,
  children,
}: {
  targetId: string;
  children: React.ReactNode;
}) {
  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  }

  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      className={buttonVariants({ variant: "primary", size: "lg" })}
    >
      {children}
    </a>
  );
}
