import { describe, expect, it } from "vitest";

import { inlineScriptHashes, inlineScripts, runsAsScript } from "./inline-scripts";

// Reference values from `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const twoLinesHash = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";
const accentHash = "'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='";

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as CSP expects, once per distinct script", () => {
    const html =
      "<html><head><script>alert(1)</script></head>" +
      '<body><script id="_R_">alert(1)</script><script>é</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([alertHash, accentHash]);
  });

  it("hashes the text as the browser's parser sees it, with CR LF turned into LF", () => {
    expect(inlineScriptHashes("<script>a\r\nb</script>")).toEqual([twoLinesHash]);
    expect(inlineScriptHashes("<script>a\rb</script>")).toEqual([twoLinesHash]);
  });

  it("leaves out scripts loaded from a file and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      "<script type='application/json'>{}</script>" +
      '<script type="text/javascript">alert(1)</script>';
    expect(inlineScripts(html)).toEqual(["alert(1)"]);
    expect(inlineScriptHashes(html)).toEqual([alertHash]);
  });

  it("reads the attributes whatever their quoting or case", () => {
    expect(inlineScripts("<SCRIPT SRC=/a.js></SCRIPT><script nomodule>x</script >")).toEqual(["x"]);
    expect(inlineScripts('<script data-src="x">y</script>')).toEqual(["y"]);
  });

  it("hashes the framework's real bootstrap the same way the browser does", () => {
    const bootstrap = "(self.__next_f=self.__next_f||[]).push([0])";
    const [hash] = inlineScriptHashes(`<script>${bootstrap}</script>`);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe("runsAsScript", () => {
  it("treats a missing, empty or JavaScript type, modules and import maps as scripts", () => {
    for (const type of [undefined, "", "text/javascript", "TEXT/JavaScript; charset=utf-8"]) {
      expect(runsAsScript(type), String(type)).toBe(true);
    }
    expect(runsAsScript("module")).toBe(true);
    expect(runsAsScript("importmap")).toBe(true);
  });

  it("treats any other type as data the browser never runs", () => {
    for (const type of ["application/ld+json", "application/json", "text/plain", "x-template"]) {
      expect(runsAsScript(type), type).toBe(false);
    }
  });
});
