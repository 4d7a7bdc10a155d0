/**
 * What the tool needs once a room or photo is opened: decoding, the papering engine and the
 * paper's tiles (about 5 kB gzip). The page loads it on the visitor's first choice, or when the
 * pointer or focus reaches the choices, not with the page.
 */
export { decodePicture, fetchPicture } from "./load-picture";
export { loadTileLevels } from "./paper-tiles";
export { PictureEngine } from "./picture-engine";
