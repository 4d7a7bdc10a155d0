import { ImageIcon, Languages } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/i18n/routing";
import {
  languageNames,
  needsReplyInOwnLanguage,
  replyLanguageNote,
} from "@/lib/forms/submission-language";
import {
  type DeliveryState,
  type RequestStatus,
  requestStatusLabels,
} from "@/lib/admin/inbox-filters";
import { formatDateTime } from "@/lib/admin/format-dates";

export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge tone={status === "new" ? "inverse" : status === "done" ? "outline" : "neutral"}>
      {requestStatusLabels[status]}
    </Badge>
  );
}

/** A consultation that came with a picture from the wall visualiser. */
export function PictureBadge({ className }: { className?: string }) {
  return (
    <Badge tone="outline" className={className}>
      <ImageIcon aria-hidden="true" className="size-3" />
      Picture<span className="sr-only"> attached</span>
    </Badge>
  );
}

/**
 * A request written in a language other than the inbox's: "Spanish", read out as the reminder to
 * answer in it. Nothing for an English one, so the marker stands out.
 */
export function LanguageBadge({ locale, className }: { locale: Locale; className?: string }) {
  if (!needsReplyInOwnLanguage(locale)) return null;
  return (
    <Badge tone="warning" className={className} title={replyLanguageNote(locale)}>
      <Languages aria-hidden="true" className="size-3" />
      {languageNames[locale]}
      <span className="sr-only">. {replyLanguageNote(locale)}</span>
    </Badge>
  );
}

/** The e-mails' state in words: the owner must see at a glance when one did not go out. */
export function DeliveryNote({ delivery }: { delivery: DeliveryState }) {
  switch (delivery.state) {
    case "sent":
      return <span className="text-sm text-muted-foreground">E-mail sent</span>;
    case "none":
      return <span className="text-sm text-muted-foreground">No e-mail</span>;
    case "pending":
      return (
        <span className="text-sm">
          E-mail pending, next try {formatDateTime(delivery.nextAttemptAt)}
        </span>
      );
    case "failed":
      return (
        <span className="text-sm font-semibold text-destructive">
          E-mail failed
          {delivery.lastError ? (
            <span className="block font-normal break-words">{delivery.lastError}</span>
          ) : null}
        </span>
      );
  }
}
