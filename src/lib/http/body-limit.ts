// Relative: next.config.ts loads this module, outside the "@/" alias.
import { maxPictureBytes } from "../consultation/picture-rules";

/** The framework's default `serverActions.bodySizeLimit`. */
export const frameworkDefaultBodyLimit = 1024 * 1024;

/**
 * The site's `serverActions.bodySizeLimit` (next.config.ts sets it from here). Room for the
 * largest form twice over (2 × MAX_BODY_BYTES, 64 KB by default) plus the consultation's picture
 * (maxPictureBytes, 8 MB), and still under the 10 MB that Next.js buffers for its proxy, which
 * sees the style pages' posts. With MAX_BODY_BYTES above 512 KB the picture's room shrinks to
 * what is left (postFileAllowance); text never gets more than twice MAX_BODY_BYTES.
 */
export const actionBodySizeLimit = "9mb";

const units: Record<string, number> = {
  b: 1,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
  tb: 1024 ** 4,
  pb: 1024 ** 5,
};

/**
 * `serverActions.bodySizeLimit` in bytes, read as the framework reads it (a number of bytes, or
 * "64kb", "1 MB" and the like in powers of 1024); undefined when it is missing or unreadable.
 */
export function parseSizeLimit(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb|pb)?\s*$/i.exec(value);
  if (!match) return undefined;
  const bytes = Math.floor(Number(match[1]) * (units[(match[2] ?? "b").toLowerCase()] ?? 1));
  return bytes > 0 ? bytes : undefined;
}

/**
 * The largest post the server takes. MAX_BODY_BYTES is the largest form the actions accept; with
 * JavaScript a post also carries the form's previous state (its values once more), hence twice
 * that, so that an over-long message still reaches the action and gets its own message in the
 * form. Never more than the framework's limit, which it enforces with a 500.
 */
export function postBodyLimit(maxBodyBytes: number, frameworkLimit: number | undefined): number {
  return Math.min(2 * maxBodyBytes, frameworkLimit ?? frameworkDefaultBodyLimit);
}

/**
 * What a multipart post may carry beyond `bodyLimit`, in its one file: the consultation's
 * picture, up to its own limit, as far as the framework's limit leaves room for it. The action
 * checks the picture itself and answers one over its limit with a message beside it.
 */
export function postFileAllowance(bodyLimit: number, frameworkLimit: number | undefined): number {
  const room = (frameworkLimit ?? frameworkDefaultBodyLimit) - bodyLimit;
  return Math.max(0, Math.min(maxPictureBytes, room));
}
