/** Shown instead of the sign-in form when no password hash is configured. */
export function InboxDisabled() {
  return (
    <section
      aria-labelledby="inbox-disabled-title"
      className="mx-auto mb-16 max-w-page px-5 sm:px-8 lg:px-12"
    >
      <div className="max-w-2xl border border-border bg-surface p-6 sm:p-8">
        <h2 id="inbox-disabled-title" className="text-2xl">
          The inbox is not enabled
        </h2>
        <p className="mt-3 text-muted-foreground">
          Requests are still stored and e-mailed. To read them here, choose a password and set its
          hash on the server:
        </p>
        <ol className="mt-4 list-decimal space-y-2 pl-5">
          <li>
            Run <code className="bg-muted px-1.5 py-0.5 text-sm">npm run admin:hash</code> and type
            the password when asked.
          </li>
          <li>
            Put the printed line in the environment as{" "}
            <code className="bg-muted px-1.5 py-0.5 text-sm">ADMIN_PASSWORD_HASH</code> (for example
            in <code className="bg-muted px-1.5 py-0.5 text-sm">.env.local</code>).
          </li>
          <li>Restart the server and sign in here.</li>
        </ol>
      </div>
    </section>
  );
}
