/**
 * Where this visit began, kept for the forms: the first path a visitor opened in this tab and its
 * utm_* parameters. It lives in sessionStorage (gone when the tab closes) and is read only when
 * a form is sent; no cookie, nothing else. Other query parameters (click ids and the like) are
 * dropped: the owner wants to know what brings requests in, not who clicked.
 *
 * No zod here: this module runs on every page, so it stays a few lines of plain code; the server
 * cleans the values again before storing them.
 */

const storageKey = "alcove.landing-page";
const maxLength = 500;

/** The path with only its utm_* parameters, e.g. "/catalog?utm_source=houzz". */
export function landingPageFrom(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.toLowerCase().startsWith("utm_")) kept.append(key.toLowerCase(), value);
  }
  const query = kept.toString();
  const path = query ? `${pathname}?${query}` : pathname;
  return path.length <= maxLength ? path : pathname.slice(0, maxLength);
}

/** Called once per page load; only the first page of the visit is kept. */
export function recordLandingPage(): void {
  try {
    if (window.sessionStorage.getItem(storageKey) !== null) return;
    window.sessionStorage.setItem(
      storageKey,
      landingPageFrom(window.location.pathname, window.location.search),
    );
  } catch {
    // Storage can be switched off; the forms then send no landing page.
  }
}

export function readLandingPage(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}
