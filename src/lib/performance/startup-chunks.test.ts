import { describe, expect, it } from "vitest";

import { compileHint, scriptsOnEveryPage, withCompileHint } from "@/lib/performance/startup-chunks";

describe("scriptsOnEveryPage", () => {
  it("keeps the scripts all pages load, in the first page's order", () => {
    expect(
      scriptsOnEveryPage([
        ["/runtime.js", "/react.js", "/home.js"],
        ["/react.js", "/catalog.js", "/runtime.js"],
        ["/runtime.js", "/react.js"],
      ]),
    ).toEqual(["/runtime.js", "/react.js"]);
  });

  it("finds none without pages", () => {
    expect(scriptsOnEveryPage([])).toEqual([]);
  });
});

describe("withCompileHint", () => {
  it("puts the hint on the first line, where V8 looks for it", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([1])");
    expect(hinted.split("\n")[0]).toBe(compileHint);
    expect(hinted.split("\n")[1]).toBe("(globalThis.TURBOPACK||[]).push([1])");
  });

  it("adds it once, so running the build step again changes nothing", () => {
    const hinted = withCompileHint("x()");
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
