/** "1600 × 1200 px, 412 KB": a stored picture's size as the owner reads it. */
export function pictureSize(picture: { width: number; height: number; byteSize: number }): string {
  const kilobytes = picture.byteSize / 1024;
  const amount =
    kilobytes >= 1024
      ? `${(kilobytes / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(kilobytes))} KB`;
  return `${picture.width} × ${picture.height} px, ${amount}`;
}
