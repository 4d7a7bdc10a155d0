import "server-only";

/**
 * Roughly the bytes a multipart post of these fields takes (names, values and part headers).
 * Files count at their size: none of the forms has a file input, so any file is refused.
 */
export function formDataSize(formData: FormData): { bytes: number; hasFiles: boolean } {
  const encoder = new TextEncoder();
  let bytes = 0;
  let hasFiles = false;
  for (const [name, value] of formData) {
    bytes += encoder.encode(name).length + 64;
    if (typeof value === "string") bytes += encoder.encode(value).length;
    else {
      hasFiles = true;
      bytes += value.size;
    }
  }
  return { bytes, hasFiles };
}
