import "server-only";

/**
 * Roughly the bytes a multipart post of these fields takes (names, values and part headers),
 * measured against MAX_BODY_BYTES. No form has a file input, so a file is refused, with one
 * exception: a form that takes a picture (the consultation request, sent from the wall
 * visualiser) accepts exactly one file in the field `fileField`. That file does not count here;
 * it has its own limit (maxPictureBytes), checked with the picture. A second file, or a file under
 * any other name, is refused.
 */
export function formDataSize(
  formData: FormData,
  fileField?: string,
): { bytes: number; refusedFile: boolean } {
  const encoder = new TextEncoder();
  let bytes = 0;
  let refusedFile = false;
  let acceptedFile = false;
  for (const [name, value] of formData) {
    bytes += encoder.encode(name).length + 64;
    if (typeof value === "string") bytes += encoder.encode(value).length;
    else if (name === fileField && !acceptedFile) {
      acceptedFile = true;
      bytes += encoder.encode(value.name).length;
    } else {
      refusedFile = true;
      bytes += value.size;
    }
  }
  return { bytes, refusedFile };
}
