/** The stage's zoom steps: fit (1x) to 4x, in steps that each look like a real change. */
export const zoomSteps = [1, 1.5, 2, 3, 4] as const;
export const minZoom = 1;
export const maxZoom = 4;

export function zoomIn(zoom: number): number {
  return zoomSteps.find((step) => step > zoom + 1e-9) ?? maxZoom;
}

export function zoomOut(zoom: number): number {
  return [...zoomSteps].reverse().find((step) => step < zoom - 1e-9) ?? minZoom;
}

/** "150%" */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}
