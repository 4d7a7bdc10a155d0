import type { VariantProps } from "class-variance-authority";
import type * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { cx } from "@/lib/utils/cx";
import { definedProps } from "@/lib/utils/defined-props";

import { ConsultationTrigger } from "./consultation-trigger";

type ConsultationButtonProps = VariantProps<typeof buttonVariants> & {
  children: React.ReactNode;
  /** Shown in the request as context, e.g. the wallpaper the visitor was looking at. */
  productName?: string;
  /** Pre-fills the message, e.g. a roll estimate from the calculator. */
  message?: string;
  className?: string;
  /** Complete classes in place of the variant's, e.g. the short `card-action` on listings. */
  buttonClassName?: string;
  /**
   * Sends the picture the wall visualiser offers (offerConsultationPicture in
   * src/lib/consultation/attached-picture.ts) with the request: the dialog asks for it when the
   * button is pressed and opens with it attached, or says it could not be.
   */
  withPicture?: boolean;
};

/**
 * Every "Book Consultation"-style trigger on the site. It is a real button in a small GET form
 * whose action is the inline booking form at /consultation#book (in the page's language), so it
 * works without JavaScript; the consultation dialog upgrades it to open in place. Without JavaScript there is
 * no picture to send, so `withPicture` changes nothing there.
 */
export function ConsultationButton({
  children,
  productName,
  message,
  variant,
  size,
  className,
  buttonClassName,
  withPicture = false,
}: ConsultationButtonProps) {
  return (
    <ConsultationTrigger
      {...definedProps({ productName, message, withPicture: withPicture || undefined })}
      className={buttonClassName ?? cx(buttonVariants({ variant, size }), className)}
    >
      {children}
    </ConsultationTrigger>
  );
}
