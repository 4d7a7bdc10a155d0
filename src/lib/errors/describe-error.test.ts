import { describe, expect, it } from "vitest";

import { describeError } from "./describe-error";

describe("describeError", () => {
  it("names the status and keeps the first line of a message raised in the browser", () => {
    const error = Object.assign(
      new Error("The pattern could not be drawn.\n    at draw (x.js:1)"),
      {
        status: 400,
      },
    );
    expect(describeError(error)).toEqual({
      status: "400 Bad Request",
      text: "The pattern could not be drawn.",
    });
  });

  it("shows the apology, not React's stand-in message, for an error from the server", () => {
    const error = Object.assign(
      new Error(
        "Minified React error #441; visit https://react.dev/errors/441 for the full message",
      ),
      { digest: "2875931846" },
    );
    expect(describeError(error)).toEqual({
      status: "500 Internal Server Error",
      text: "Something went wrong on our side. Please try again in a moment.",
    });
  });

  it("falls back to 500 and the apology for anything else thrown", () => {
    expect(describeError("a string")).toEqual({
      status: "500 Internal Server Error",
      text: "Something went wrong on our side. Please try again in a moment.",
    });
    expect(describeError({ status: 418, message: " " }).status).toBe("418 Error");
  });
});
