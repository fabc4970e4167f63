/** A stroke as signature_pad keeps it: its points in CSS pixels of the canvas. */
export interface StrokeGroup<P extends { x: number; y: number }> {
  points: P[];
}

/**
 * The strokes redrawn on a canvas resized by `factor` (the new width over the old): the pad keeps its
 * shape (a fixed aspect ratio), so the signature scales with it instead of being cut off or lost.
 */
export function scaleStrokes<P extends { x: number; y: number }, G extends StrokeGroup<P>>(
  groups: readonly G[],
  factor: number,
): G[] {
  return groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));
}

/** The canvas's bitmap for its CSS size on a screen of `ratio` device pixels per CSS pixel (at least 1). */
export function bitmapSize(cssWidth: number, cssHeight: number, ratio: number) {
  const scale = Math.max(ratio || 1, 1);
  return { width: Math.round(cssWidth * scale), height: Math.round(cssHeight * scale), scale };
}
