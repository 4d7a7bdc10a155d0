import { describe, expect, it } from "vitest";

import {
  deferPageScripts,
  deferredScriptsId,
  deferredScriptsLoader,
  pageScriptSources,
} from "@/lib/performance/defer-page-scripts";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/one.js"/>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main>Words</main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

describe("deferPageScripts", () => {
  const rewritten = deferPageScripts(page);

  it("takes the chunk scripts and their preloads out of the document", () => {
    expect(rewritten).not.toContain('src="/_next/static/chunks/two.js"');
    expect(rewritten).not.toContain('src="/_next/static/chunks/one.js"');
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it("keeps the stylesheet, the legacy polyfills, the inline payload and the content", () => {
    expect(rewritten).toContain('rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(rewritten).toContain('noModule=""');
    expect(rewritten).toContain("self.__next_f");
    expect(rewritten).toContain("<main>Words</main>");
  });

  it("adds one loader at the end of the body naming the scripts in the page's order", () => {
    const loader = `<script id="${deferredScriptsId}">${deferredScriptsLoader([
      "/_next/static/chunks/two.js",
      "/_next/static/chunks/one.js",
    ])}</script></body>`;
    expect(rewritten.endsWith(`${loader}</html>`)).toBe(true);
    expect(rewritten.split(`id="${deferredScriptsId}"`)).toHaveLength(2);
  });

  it("leaves a page alone when it was already rewritten or has no scripts", () => {
    expect(deferPageScripts(rewritten)).toBe(rewritten);
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferPageScripts(plain)).toBe(plain);
  });

  it("writes a loader that waits for a paint and the priority pictures, or the first input", () => {
    const loader = deferredScriptsLoader(["/x.js"]);
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('img[fetchpriority="high"]');
    for (const event of ["pointerdown", "keydown", "focusin"]) expect(loader).toContain(event);
    expect(() => new Function(loader)).not.toThrow();
  });

  it("adds the scripts only after the priority pictures are decoded and a frame has shown them", async () => {
    const frames: (() => void)[] = [];
    const tasks: { run: () => void; delay: number }[] = [];
    const added: string[] = [];
    let decoded = () => {};
    const fakeDocument = {
      querySelectorAll: () => [{ decode: () => new Promise<void>((done) => (decoded = done)) }],
      createElement: () => ({}),
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    };
    const fakeWindow = { addEventListener: () => {} };
    const nextFrame = () => frames.splice(0).forEach((callback) => callback());
    const dueTasks = () =>
      tasks.splice(0).forEach((task) => (task.delay === 0 ? task.run() : tasks.push(task)));
    const settle = () => new Promise((done) => setTimeout(done, 0));

    new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "setTimeout",
      deferredScriptsLoader(["/a.js"]),
    )(
      fakeWindow,
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (run: () => void, delay: number) => tasks.push({ run, delay }),
    );
    nextFrame();
    nextFrame();
    dueTasks();
    await settle();
    expect(added).toEqual([]); // painted, but the picture is not decoded yet

    decoded();
    await settle();
    nextFrame(); // the frame that draws the picture: not yet on screen
    dueTasks();
    expect(added).toEqual([]);
    nextFrame();
    dueTasks();
    expect(added).toEqual(["/a.js"]);
  });
});

describe("pageScriptSources", () => {
  it("reads the scripts a page loads, from its tags or, once rewritten, from its loader", () => {
    const scripts = ["/_next/static/chunks/two.js", "/_next/static/chunks/one.js"];
    expect(pageScriptSources(page)).toEqual(scripts);
    expect(pageScriptSources(deferPageScripts(page))).toEqual(scripts);
  });

  it("finds none on a page without scripts", () => {
    expect(pageScriptSources("<html><body>Words</body></html>")).toEqual([]);
  });
});
