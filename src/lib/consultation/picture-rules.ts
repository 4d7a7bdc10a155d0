/**
 * The one file a site form may carry: the picture the wall visualiser sends with a consultation
 * request. Plain constants, shared by the browser (which checks before sending), the Server
 * Action and the post screen, so the three never disagree about what fits.
 */

/** The form field that carries the picture, and the one that says what it shows. */
export const pictureField = "picture";
export const pictureDescriptionField = "pictureDescription";

/**
 * The largest picture taken, as sent. The visualiser's JPEG (2000 px on the long side) is 0.2 to
 * 1.5 MB; 8 MB leaves room for a PNG of the same size without letting a post grow without bound.
 */
export const maxPictureBytes = 8 * 1024 * 1024;

/**
 * The most pixels decoded. The visualiser sends at most 4 megapixels; 24 (6000 × 4000, a
 * typical camera) is generous, and stops a small file that would unpack into gigabytes.
 */
export const maxPicturePixels = 24_000_000;

/** What is stored and mailed: re-encoded to fit this box, as a JPEG. */
export const storedPictureMaxSide = 2000;

/** The types taken; the server checks the file's first bytes, not only the type it claims. */
export const pictureContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/** The description travels into the owner's e-mail and inbox as one line. */
export const maxPictureDescriptionLength = 200;
