import "server-only";

import { z } from "zod";

import { type Database } from "@/server/db/client";
import { getConsultationPicture } from "@/server/db/queries";

import { isInboxEnabled } from "./password";
import { validateSession } from "./session";

const requestId = z.uuid();

/** Never kept by a browser or a cache between: it is a visitor's room. */
const privateHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

function notFound(): Response {
  return new Response("No picture here.", {
    status: 404,
    headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The picture sent with a consultation request, for the signed-in owner only: the inbox shows it
 * and links to it full size. Without a session the answer leads to the sign-in page, as the
 * export does; an unknown request, or one without a picture, is a plain 404.
 */
export async function adminPictureResponse(
  db: Database,
  request: { token: string | undefined; now: Date; type: string; id: string },
): Promise<Response> {
  if (!isInboxEnabled() || !(await validateSession(db, request.token, request.now))) {
    return new Response(null, {
      status: 303,
      headers: { ...privateHeaders, Location: "/admin/sign-in" },
    });
  }
  if (request.type !== "consultation" || !requestId.safeParse(request.id).success) {
    return notFound();
  }
  const picture = await getConsultationPicture(db, request.id);
  if (!picture) return notFound();
  return new Response(new Uint8Array(picture.bytes), {
    headers: {
      ...privateHeaders,
      "Content-Type": picture.contentType,
      "Content-Length": String(picture.byteSize),
      "Content-Disposition": `inline; filename="${picture.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
