import "server-only";

import sharp from "sharp";

import {
  maxPictureBytes,
  maxPictureDescriptionLength,
  maxPicturePixels,
  pictureContentTypes,
  pictureDescriptionField,
  pictureField,
  storedPictureMaxSide,
} from "@/lib/consultation/picture-rules";
import { isBlankText, isSingleLine } from "@/lib/forms/text-rules";
import { type PictureMessageKey } from "@/lib/forms/validation-messages";

/**
 * The picture a consultation request may carry (sent from the wall visualiser). Nothing the
 * visitor's file says is trusted: its type is read from its first bytes, it is decoded with a
 * pixel limit and encoded again as a plain JPEG, which leaves every piece of metadata behind
 * (camera, location, comments, colour profile), and only that copy is stored and mailed.
 */

type PictureType = (typeof pictureContentTypes)[number];

/** A picture as posted, before any check. */
export type ReceivedPicture = { file: File; fileName: string; description: string };

/** What is stored with the request and attached to the owner's e-mail. */
export type PreparedPicture = {
  contentType: "image/jpeg";
  fileName: string;
  description: string;
  width: number;
  height: number;
  byteSize: number;
  bytes: Buffer;
};

/** A refusal names its message by key; the answer puts it in the visitor's language. */
export type PictureResult =
  { ok: true; picture: PreparedPicture } | { ok: false; problem: PictureMessageKey };

/** When the visualiser's own words are missing or unusable. */
export const fallbackPictureDescription = "A picture from the wall visualiser";

const sharpFormats: Record<PictureType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The type a file's first bytes announce, if it is one the form takes. */
export function sniffPictureType(head: Uint8Array): PictureType | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF", four bytes of length, "WEBP".
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

/** "Tidewater Pastorale on your wall": one clean line, or the fallback. */
function cleanDescription(value: FormDataEntryValue | null): string {
  if (typeof value !== "string") return fallbackPictureDescription;
  // Like the other hidden values, a broken one (line breaks, controls) is dropped, not mended.
  const text = value
    .normalize("NFC")
    .replace(/[\t ]+/g, " ")
    .trim();
  const usable =
    !isBlankText(text) && isSingleLine(text) && text.length <= maxPictureDescriptionLength;
  return usable ? text : fallbackPictureDescription;
}

/** A name safe in a MIME header and a download, always ending in .jpg (what is stored). */
export function storedPictureFileName(name: string): string {
  const stem = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 _-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .toLowerCase()
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return `${stem || "wall-picture"}.jpg`;
}

/**
 * The post's picture, if it carries one. An empty file part (what a browser sends for an empty
 * file input) is no picture; a text value in the field is ignored like any unknown field.
 */
export function receivedPicture(formData: FormData): ReceivedPicture | undefined {
  const file = formData.get(pictureField);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return undefined;
  return {
    file,
    fileName: storedPictureFileName(file.name),
    description: cleanDescription(formData.get(pictureDescriptionField)),
  };
}

/** The checks that cost nothing: size, claimed type and first bytes. A problem, or undefined. */
export async function quickPictureCheck(file: File): Promise<PictureMessageKey | undefined> {
  if (file.size > maxPictureBytes) return "pictureTooLarge";
  const claimed = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const claimsOther =
    claimed !== "" &&
    claimed !== "application/octet-stream" &&
    !(pictureContentTypes as readonly string[]).includes(claimed);
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (claimsOther || !sniffPictureType(head)) return "pictureUnreadable";
  return undefined;
}

const refused = (problem: PictureMessageKey): PictureResult => ({ ok: false, problem });

/**
 * Decodes the picture (turned upright by its EXIF orientation, first frame only) and encodes it
 * again as a JPEG that fits storedPictureMaxSide, on white where it was transparent. sharp
 * writes no metadata unless asked to keep it, so the copy carries none of the original's.
 * Call after quickPictureCheck.
 */
export async function preparePicture(received: ReceivedPicture): Promise<PictureResult> {
  const input = Buffer.from(await received.file.arrayBuffer());
  const type = sniffPictureType(input.subarray(0, 12));
  if (!type) return refused("pictureUnreadable");

  // The header alone: nothing is decoded yet.
  const header = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!header) return refused("pictureUnreadable");
  if (header.format !== sharpFormats[type] || !header.width || !header.height) {
    return refused("pictureUnreadable");
  }
  if (header.width * header.height > maxPicturePixels) {
    return refused("pictureTooManyPixels");
  }

  try {
    const { data, info } = await sharp(input, {
      autoOrient: true,
      // Checked above from the header; the decoder enforces it as well.
      limitInputPixels: maxPicturePixels,
      // A damaged file is refused rather than stored half grey.
      failOn: "error",
    })
      .resize({
        width: storedPictureMaxSide,
        height: storedPictureMaxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      picture: {
        contentType: "image/jpeg",
        fileName: received.fileName,
        description: received.description,
        width: info.width,
        height: info.height,
        byteSize: data.length,
        bytes: data,
      },
    };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return refused(pixels ? "pictureTooManyPixels" : "pictureUnreadable");
  }
}
