// Helpers for the stories that sign on the pad (not shipped: only stories import them).
import { expect, waitFor } from 'storybook/test';

/** Draws a stroke across the canvas as a finger or pen would: pointer down, moves, up. */
export async function draw(canvas: HTMLCanvasElement, from = 0.2, to = 0.8) {
  const box = canvas.getBoundingClientRect();
  const at = (share: number, step: number) => ({
    clientX: box.left + box.width * share,
    clientY: box.top + box.height * (0.4 + 0.2 * Math.sin(step)),
  });
  const event = (type: string, point: { clientX: number; clientY: number }) =>
    new PointerEvent(type, {
      ...point,
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'pen',
      isPrimary: true,
      buttons: type === 'pointerup' ? 0 : 1,
      pressure: 0.5,
    });
  canvas.dispatchEvent(event('pointerdown', at(from, 0)));
  for (let step = 1; step <= 12; step += 1) {
    canvas.dispatchEvent(event('pointermove', at(from + ((to - from) * step) / 12, step)));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  canvas.dispatchEvent(event('pointerup', at(to, 12)));
}

/** How many pixels of the canvas are ink (darker than the white paper). */
export function inkPixels(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let at = 0; at < data.length; at += 4) if ((data[at] ?? 255) < 128) ink += 1;
  return ink;
}

/** Waits until the pad's library has arrived: its own chunk, which a busy machine can take seconds to load. */
export async function padReady(root: { queryByText: (text: string) => HTMLElement | null }) {
  await waitFor(() => expect(root.queryByText('Loading the signature pad…')).toBeNull(), { timeout: 15_000 });
}
