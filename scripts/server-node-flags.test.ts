import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { serverNodeFlags } from "./server-node-flags.mjs";

describe("the server's Node.js flags", () => {
  it("are the ones the container image starts the server with", () => {
    const dockerfile = readFileSync(new URL("../deploy/Dockerfile", import.meta.url), "utf8");
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(command, "the image's CMD").toBeDefined();
    expect(JSON.parse(command!)).toEqual(["node", ...serverNodeFlags, "server.js"]);
  });
});
