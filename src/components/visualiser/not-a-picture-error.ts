/** A file the browser cannot decode as a picture: the visitor is told so, not that it failed. */
export class NotAPictureError extends Error {}
