import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { lookupManifest } from "@/lib/images/manifest-lookup";

const root = mkdtempSync(join(tmpdir(), "manifest-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("lookupManifest", () => {
  it("reads the generated manifest from public/, and says when it or the slot is missing", () => {
    vi.spyOn(process, "cwd").mockReturnValue(root);
    expect(lookupManifest("og-home").status).toBe("no-manifest");
    const dir = join(root, "public/images/generated");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify({ version: 1, slots: { "og-home": { placeholder: "url(a)" } } }),
    );
    const found = lookupManifest("og-home");
    expect(found.status === "found" && found.slot.placeholder).toBe("url(a)");
    expect(lookupManifest("og-guide").status).toBe("missing-slot");
    vi.restoreAllMocks();
  });
});
