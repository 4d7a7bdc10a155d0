import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { InsecureConnectionNotice } from "./insecure-connection-notice";

const render = (httpsUrl?: string) =>
  renderToStaticMarkup(createElement(InsecureConnectionNotice, { httpsUrl }));

describe("InsecureConnectionNotice", () => {
  it("is a labelled section that says why signing in fails", () => {
    const html = render();
    expect(html).toMatch(
      /<section id="insecure-connection" aria-labelledby="insecure-connection-title"/,
    );
    expect(html).toContain(
      '<h2 id="insecure-connection-title" class="text-2xl">Signing in needs a secure (HTTPS) connection</h2>',
    );
    expect(html).toContain("only accept over HTTPS");
    expect(html).toContain("TRUSTED_PROXY_COUNT");
  });

  it("links to the https sign-in page when the site has one", () => {
    const html = render("https://www.alcove.example/admin/sign-in");
    expect(html).toMatch(/<a href="https:\/\/www\.alcove\.example\/admin\/sign-in"[^>]*>/);
    expect(html).not.toContain("Let&#x27;s Encrypt");
  });

  it("otherwise says to serve the site over HTTPS", () => {
    const html = render();
    expect(html).not.toContain("<a ");
    expect(html).toContain("Serve the site over HTTPS");
  });
});
