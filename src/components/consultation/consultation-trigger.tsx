"use client";

import type * as React from "react";

import { LocalizedForm } from "@/components/ui/localized-form";

/**
 * The markup of a consultation button (see ConsultationButton, which works out its classes on
 * the server): a button in a GET form to the booking form. A Client Component although nothing
 * in it changes in the browser, because its few plain props are much shorter in the page's RSC
 * payload than the form's markup; a listing has one on every card.
 */
export function ConsultationTrigger({
  productName,
  message,
  withPicture,
  className,
  children,
}: {
  productName?: string;
  message?: string;
  withPicture?: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <LocalizedForm action="/consultation#book" method="get" className="contents">
      {productName ? <input type="hidden" name="product" value={productName} /> : null}
      {message ? <input type="hidden" name="message" value={message} /> : null}
      <button
        type="submit"
        data-consultation-trigger=""
        data-product={productName}
        data-message={message}
        data-picture={withPicture ? "" : undefined}
        className={className}
      >
        {children}
      </button>
    </LocalizedForm>
  );
}
