/**
 * How a picture made in the browser reaches the consultation dialog. The wall visualiser offers
 * a function that renders its picture on demand; a consultation button marked `data-picture`
 * (`<ConsultationButton withPicture>`) asks for it when pressed, and the dialog opens with the
 * picture attached to the request. Nothing is rendered, kept or sent before that press, and the
 * picture goes to the server only when the visitor sends the form.
 *
 * Kept tiny and free of imports beyond the limits: the dialog's launcher, on every page, loads it.
 */
import { maxPictureBytes, pictureContentTypes } from "./picture-rules";

export type AttachedPicture = {
  blob: Blob;
  /** The name the file is sent under, e.g. "tidewater-pastorale-on-your-wall.jpg". */
  fileName: string;
  /** What it shows, e.g. "Tidewater Pastorale on your wall"; the dialog and the showroom read it. */
  description: string;
};

export type PictureSource = () => Promise<AttachedPicture>;

/** What the dialog gets: the picture, or word that it could not be attached. */
export type PictureHandOver = { ok: true; picture: AttachedPicture } | { ok: false };

type PictureOffer = { source: PictureSource | null };

// On globalThis: the visualiser and the launcher live in different chunks, and a development
// reload may evaluate this module again; there must be one offer per page all the same.
const offerKey = Symbol.for("alcove.consultation.picture");
function offer(): PictureOffer {
  const store = globalThis as Record<symbol, PictureOffer | undefined>;
  return (store[offerKey] ??= { source: null });
}

/**
 * Registers the function that renders the picture to send (the visualiser calls it once a photo
 * is on the wall), or withdraws it with `null` (no photo, or the visualiser unmounts). The latest
 * call wins.
 */
export function offerConsultationPicture(source: PictureSource | null): void {
  offer().source = source;
}

/** Whether a picture is on offer right now. */
export function hasConsultationPicture(): boolean {
  return offer().source !== null;
}

/** A picture the server would refuse is not sent: the dialog says it could not be attached. */
function acceptable(picture: AttachedPicture): boolean {
  const { blob } = picture;
  const knownType =
    blob.type === "" || (pictureContentTypes as readonly string[]).includes(blob.type);
  return blob.size > 0 && blob.size <= maxPictureBytes && knownType;
}

/**
 * Renders the offered picture for the consultation dialog. Never rejects: no offer, a failed
 * rendering or a picture the server would refuse all come back as `{ ok: false }`.
 */
export async function takeConsultationPicture(): Promise<PictureHandOver> {
  const source = offer().source;
  if (!source) return { ok: false };
  try {
    const picture = await source();
    return acceptable(picture) ? { ok: true, picture } : { ok: false };
  } catch {
    return { ok: false };
  }
}
