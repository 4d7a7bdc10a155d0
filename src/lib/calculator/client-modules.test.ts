import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The modules the live calculator runs in the browser. They must hold no words of either
 * language (the page sends its own in the "calculator" messages) and must bring along neither
 * zod nor the catalog's content (types from it are fine: they are erased).
 */
const browserModules = [
  "calculate-wallpaper.ts",
  "calculator-field-rules.ts",
  "calculator-fieldsets.ts",
  "calculator-form-state.ts",
  "calculator-input.ts",
  "calculator-link.ts",
  "calculator-text.ts",
  "estimate-summary.ts",
  "format-result.ts",
  "result-text.ts",
  "snap.ts",
  "strip-check.ts",
];

/** The modules a file loads at run time; `import type` lines are erased by the compiler. */
function runtimeImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)";/gms)].map(
    (match) => match[1] ?? "",
  );
}

describe("the calculator's browser modules", () => {
  it.each(browserModules)("%s loads no zod, message file or content module", (file) => {
    const imports = runtimeImports(readFileSync(join(here, file), "utf8"));
    expect(imports.filter((path) => path === "zod" || path.startsWith("zod/"))).toEqual([]);
    expect(imports.filter((path) => path.includes("messages") || path.endsWith(".json"))).toEqual(
      [],
    );
    expect(imports.filter((path) => path.startsWith("@/content/"))).toEqual([]);
    expect(imports).not.toContain("./form-schema");
    expect(imports).not.toContain("./calculator-query");
    expect(imports).not.toContain("./calculator-text-fixture");
  });
});
