import { checkHealth } from "@/server/health/check-health";

// Answered fresh on every call: a cached "ok" would hide an outage. Only this route is dynamic;
// the pages stay pre-rendered.
export const dynamic = "force-dynamic";

/** For uptime checks and load balancers: 200 when the site can take requests, 503 when not. */
export async function GET(): Promise<Response> {
  const { httpStatus, report } = await checkHealth();
  return Response.json(report, {
    status: httpStatus,
    headers: { "Cache-Control": "no-store, max-age=0" },
  });
}
