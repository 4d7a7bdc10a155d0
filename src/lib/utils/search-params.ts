/** A page's `searchParams` prop, or the URLSearchParams of a request or a link. */
export type SearchParamsInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** A param's first value; a repeated param (`?page=2&page=3`) counts once, as in `get`. */
export function firstSearchParam(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return typeof value === "string" ? value : value?.[0];
}
