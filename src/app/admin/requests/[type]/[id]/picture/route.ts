import { sessionToken } from "@/server/admin/current-session";
import { adminPictureResponse } from "@/server/admin/pictures";
import { getDb } from "@/server/db/client";

/** The picture sent with a consultation request, full size, for the signed-in owner only. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ type: string; id: string }> },
) {
  const { type, id } = await params;
  return adminPictureResponse(await getDb(), {
    token: await sessionToken(),
    now: new Date(),
    type,
    id,
  });
}
