const code = "bg-muted px-1.5 py-0.5 text-sm";

/**
 * Shown above the sign-in form when the page came over plain HTTP to a remote host: the session
 * cookie is Secure, so the browser would drop it and signing in would silently lead back here.
 * The form stays, so nothing is hidden from a visitor who knows better (a proxy the server was
 * not told about, for instance).
 */
export function InsecureConnectionNotice({ httpsUrl }: { httpsUrl?: string }) {
  return (
    <section
      id="insecure-connection"
      aria-labelledby="insecure-connection-title"
      className="mb-8 max-w-2xl border-l-2 border-accent bg-surface px-5 py-5 sm:px-7 sm:py-6"
    >
      <h2 id="insecure-connection-title" className="text-2xl">
        Signing in needs a secure (HTTPS) connection
      </h2>
      <p className="mt-3">
        This page was opened over plain HTTP. The inbox keeps you signed in with a cookie that
        browsers only accept over HTTPS, so signing in here would bring you straight back to this
        page.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-5">
        <li>
          {httpsUrl ? (
            <>
              Open the inbox at its secure address:{" "}
              <a href={httpsUrl} className="font-semibold break-all underline underline-offset-4">
                {httpsUrl}
              </a>
              .
            </>
          ) : (
            <>
              Serve the site over HTTPS (the deployment guide sets up nginx with a free Let&rsquo;s
              Encrypt certificate) and open this page at its <code className={code}>https://</code>{" "}
              address.
            </>
          )}
        </li>
        <li>
          If the address bar already shows <code className={code}>https://</code>, a proxy in front
          of the site handles HTTPS without the server knowing: set{" "}
          <code className={code}>TRUSTED_PROXY_COUNT</code> to the number of proxies (1 behind a
          single nginx) and restart the site.
        </li>
      </ul>
    </section>
  );
}
