import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Markup a page repeats is named once in globals.css (`.card-meta`, `.spec-row`, `.btn`…), so a
 * class name in a component is either a Tailwind utility or one of those. A misspelt or deleted
 * one would leave its element silently unstyled; this compiles globals.css with Tailwind and
 * checks that every class the components write literally produces a rule.
 */

const src = fileURLToPath(new URL("..", import.meta.url));

/** Classes that mark an element for a relative's variant (`group-hover/card:`), not style it. */
const markers = new Set(["group", "group/card", "group/option", "peer"]);
/** Third-party markup styled by its own script, which loads on the visitor's click. */
const external = new Set(["instagram-media"]);

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A class list written literally: an attribute, or the first argument of `cn`, `cx` or `cva`. */
const literalClassLists = [
  /className="([^"]*)"/g,
  /\b(?:cn|cx|cva)\(\s*(?:\/\/[^\n]*\n\s*)*"([^"]*)"/g,
];

function classesWritten(): Map<string, string> {
  const firstUse = new Map<string, string>();
  for (const file of [
    ...componentFiles(path.join(src, "components")),
    ...componentFiles(path.join(src, "app")),
  ]) {
    const source = readFileSync(file, "utf8");
    for (const pattern of literalClassLists) {
      for (const match of source.matchAll(pattern)) {
        for (const name of (match[1] ?? "").split(/\s+/).filter(Boolean)) {
          if (!firstUse.has(name)) firstUse.set(name, path.relative(src, file));
        }
      }
    }
  }
  return firstUse;
}

/** CSS.escape, as Tailwind writes a class name in a selector. */
function selectorOf(name: string): string {
  const escaped = [...name]
    .map((character, index) => {
      if (index === 0 && /[0-9]/.test(character)) {
        return `\\${character.charCodeAt(0).toString(16)} `;
      }
      return /[\w-]/.test(character) || character.charCodeAt(0) >= 0x80
        ? character
        : `\\${character}`;
    })
    .join("");
  return `.${escaped}`;
}

async function compiledStylesheet(candidates: readonly string[]): Promise<string> {
  const tailwind = path.dirname(createRequire(import.meta.url).resolve("tailwindcss/package.json"));
  const compiler = await compile(readFileSync(path.join(src, "app/globals.css"), "utf8"), {
    base: src,
    loadStylesheet: async (id: string, base: string) => {
      const file = id === "tailwindcss" ? path.join(tailwind, "index.css") : path.join(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, "utf8") };
    },
  });
  return compiler.build([...candidates]);
}

function hasRule(css: string, name: string): boolean {
  const selector = selectorOf(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${selector}(?![\\w\\\\-])`).test(css);
}

describe("class names in components", async () => {
  const written = classesWritten();
  const css = await compiledStylesheet([...written.keys()]);

  it("are read from the components, the site's own classes among them", () => {
    expect(written.size).toBeGreaterThan(500);
    for (const name of ["card-title", "spec-row", "crumb-link", "nav-link", "btn", "lg:gap-12"]) {
      expect(written.has(name), name).toBe(true);
    }
  });

  it("each produce a style rule, as a Tailwind utility or a class of globals.css", () => {
    const unstyled = [...written]
      .filter(([name]) => !markers.has(name) && !external.has(name) && !hasRule(css, name))
      .map(([name, file]) => `${name} (${file})`);
    expect(unstyled).toEqual([]);
  });

  it("include every button's variant and size, each with its rule", () => {
    const variants = [
      "primary",
      "outline",
      "quiet",
      "inverse",
      "inverse-outline",
      "destructive",
      "icon",
    ] as const;
    const sizes = ["sm", "md", "lg", "icon"] as const;
    const names = new Set(
      variants.flatMap((variant) =>
        sizes.flatMap((size) => buttonVariants({ variant, size }).split(/\s+/)),
      ),
    );
    expect(names.size).toBe(1 + variants.length + sizes.length);
    // They are classes of globals.css, which the stylesheet holds whatever the candidates.
    expect([...names].filter((name) => !hasRule(css, name))).toEqual([]);
  });

  it("tells a styled class from a misspelt one", () => {
    expect(hasRule(css, "card-meta")).toBe(true);
    expect(hasRule(css, "card-metta")).toBe(false);
    expect(hasRule(css, "card")).toBe(false);
  });
});
