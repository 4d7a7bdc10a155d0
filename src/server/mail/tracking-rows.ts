import "server-only";

import { type DetailRow } from "./html";

/** Where a visit came from, as the owner reads it in a notification. */
export function trackingRows(submission: {
  page?: string;
  landingPage?: string;
  utm: Record<string, string>;
}): DetailRow[] {
  const campaign = Object.entries(submission.utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return [
    { label: "Sent from", value: submission.page },
    { label: "Landing page", value: submission.landingPage },
    { label: "Campaign", value: campaign },
  ];
}
