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

const apology = "Something went wrong on our side. Please try again in a moment.";

export function describeError(error: unknown): { status: string; text: string } {
  const candidate = error as {
    status?: unknown;
    statusText?: unknown;
    message?: unknown;
    digest?: unknown;
  };
  const code = typeof candidate?.status === "number" ? candidate.status : 500;
  const statusText =
    typeof candidate?.statusText === "string"
      ? candidate.statusText
      : (statusTexts[code] ?? "Error");
  // An error from the server arrives with a digest (its reference in the server's log) and
  // React's stand-in message ("Minified React error #441; visit https://react.dev/…"), which
  // means nothing to a visitor: it gets the apology.
  const fromServer = typeof candidate?.digest === "string";
  const message =
    !fromServer && typeof candidate?.message === "string" && candidate.message.trim() !== ""
      ? candidate.message.split("\n")[0]!.slice(0, 300)
      : apology;
  return { status: `${code} ${statusText}`, text: message };
}
