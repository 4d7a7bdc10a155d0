import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { clientCommonGroups, shellMessages } from "@/messages/messages";

/**
 * next-intl's client runtime (use-intl and intl-messageformat) must not reach the browser: Client
 * Components translate with src/i18n/client-intl.tsx. This walks the import graph from every
 * `"use client"` module under src, as the bundler would, and names any module on it that imports
 * next-intl or use-intl. Type-only imports are erased, so they do not count; a `"use server"`
 * module reaches the browser as a reference only, so the walk stops there.
 */

const src = fileURLToPath(new URL("..", import.meta.url));

const forbidden = /^(?:next-intl|use-intl)(?:\/|$)/;

// The directive must be the first statement; comments may come before it.
const directive = (name: string) =>
  new RegExp(String.raw`^(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*["']use ${name}["']`);
const useClient = directive("client");
const useServer = directive("server");

const importPatterns = [
  // import … from "x" and export … from "x", across lines; `import type` / `export type` skipped
  /^\s*(?:import|export)\s+(?!type[\s{])[^'";]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedModules(source: string): string[] {
  return importPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] ?? ""),
  );
}

/** The source module an import names, or undefined for packages and non-code files. */
function resolveModule(from: string, imported: string): string | undefined {
  let base: string;
  if (imported.startsWith("@/")) base = path.join(src, imported.slice(2));
  else if (imported.startsWith(".")) base = path.resolve(path.dirname(from), imported);
  else return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ending) => base + ending)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile());
}

type Finding = { file: string; imports: string; via: string[] };

function clientGraph() {
  const files = sourceFiles(src);
  const read = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
  const roots = files.filter((file) => useClient.test(read.get(file) ?? ""));
  // Who first led to each module, to name the path to a finding.
  const reachedFrom = new Map<string, string | undefined>(roots.map((root) => [root, undefined]));
  const queue = [...roots];
  const findings: Finding[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = read.get(file) ?? readFileSync(file, "utf8");
    for (const imported of importedModules(source)) {
      if (forbidden.test(imported)) {
        const via: string[] = [];
        for (let step = reachedFrom.get(file); step; step = reachedFrom.get(step)) via.push(step);
        const relative = (item: string) => path.relative(src, item);
        findings.push({ file: relative(file), imports: imported, via: via.map(relative) });
        continue;
      }
      const target = resolveModule(file, imported);
      if (!target || reachedFrom.has(target)) continue;
      if (useServer.test(read.get(target) ?? readFileSync(target, "utf8"))) continue;
      reachedFrom.set(target, file);
      queue.push(target);
    }
  }
  return { roots, reached: [...reachedFrom.keys()], findings };
}

describe("client code", () => {
  const { roots, reached, findings } = clientGraph();

  it("starts from the site's client modules and follows what they import", () => {
    expect(roots.length).toBeGreaterThan(20);
    const relative = reached.map((file) => path.relative(src, file).split(path.sep).join("/"));
    expect(relative).toContain("i18n/client-intl.tsx");
    expect(relative).toContain("lib/i18n/format-message.ts");
    // Not a client module itself, but imported by some.
    expect(relative).toContain("lib/i18n/localize-path.ts");
  });

  it("never imports next-intl or use-intl", () => {
    const report = findings.map(
      ({ file, imports, via }) =>
        `${file} imports "${imports}"${via.length ? `, reached from ${via.join(" ← ")}` : ""}`,
    );
    expect(report).toEqual([]);
  });

  it("finds in the shell's messages every group of common texts it reads, and no other", () => {
    const read = new Set(
      reached.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/useTranslations\("common\.(\w+)/g)].map(
          (match) => match[1] ?? "",
        ),
      ),
    );
    expect([...read].sort()).toEqual([...clientCommonGroups].sort());
    // A translator of the whole area could read any group; client code names its group.
    const whole = reached.filter((file) =>
      /useTranslations\(\s*(?:"common"\s*)?\)/.test(readFileSync(file, "utf8")),
    );
    expect(whole.map((file) => path.relative(src, file))).toEqual(["i18n/client-intl.tsx"]);
    // Server Components' texts, such as the footer's, stay on the server.
    expect(Object.keys(shellMessages("en").common).sort()).toEqual([...clientCommonGroups].sort());
    expect(shellMessages("es").common).not.toHaveProperty("footer");
  });

  it("recognises the imports it looks for", () => {
    expect(
      importedModules(
        [
          'import { useTranslations } from "next-intl";',
          "import {\n  getLocale,\n} from 'next-intl/server';",
          'export { x } from "./x";',
          'import type { Messages } from "@/messages/messages";',
          'import "./side-effect";',
          'const later = import("@/lib/later");',
        ].join("\n"),
      ),
    ).toEqual(["next-intl", "next-intl/server", "./x", "./side-effect", "@/lib/later"]);
  });
});
