import { isLocale, locales } from "@/i18n/routing";
import { consultationDialogSettings } from "@/server/forms/consultation-dialog-settings";

// Written at build time, one file per language: the settings change only with a deploy.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The consultation dialog's settings and texts, fetched when a visitor first opens it. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/api/consultation-dialog/[locale]">,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(consultationDialogSettings(locale), {
    headers: { "X-Robots-Tag": "noindex" },
  });
}
