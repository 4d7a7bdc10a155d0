/**
 * Turns any thrown value into the status line and text the error screen shows. Server errors
 * reach the browser with a generic message in production (the framework strips details), so
 * nothing here can leak a stack trace.
 */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function describeError(error: unknown): { status: string; text: string } {
  const candidate = error as { status?: unknown; statusText?: unknown; message?: unknown };
  const code = typeof candidate?.status === "number" ? candidate.status : 500;
  const statusText =
    typeof candidate?.statusText === "string"
      ? candidate.statusText
      : (statusTexts[code] ?? "Error");
  const message =
    typeof candidate?.message === "string" && candidate.message.trim() !== ""
      ? candidate.message.split("\n")[0]!.slice(0, 300)
      : "Something went wrong on our side. Please try again in a moment.";
  return { status: `${code} ${statusText}`, text: message };
}
