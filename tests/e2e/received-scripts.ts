import type { Page } from "@playwright/test";

/** The scripts the page receives from now on. */
export function receivedScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text().catch(() => ""));
    }
  });
  return {
    /** How many have arrived. */
    count: async () => (await Promise.all(bodies)).length,
    /** Whether any of them contains `text`, once each has arrived in full. */
    contain: async (text: string) =>
      (await Promise.all(bodies)).some((body) => body.includes(text)),
  };
}
