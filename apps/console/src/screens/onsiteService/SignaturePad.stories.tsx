import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type LoadSignaturePad, SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { draw, inkPixels, padReady } from './SignaturePad.testing';

const realLibrary: LoadSignaturePad = () => import('signature_pad').then((module) => module.default);

/** The pad with what a form would do: export the drawing as a PNG. */
function Pad({ load = realLibrary, error }: { load?: LoadSignaturePad; error?: string }) {
  const pad = useRef<SignaturePadHandle>(null);
  const [exported, setExported] = useState<string>('nothing exported');
  const [width, setWidth] = useState(340);
  return (
    <div style={{ width }}>
      <SignaturePad ref={pad} label="Signature" error={error} load={load} onChange={onChange} />
      <button
        type="button"
        onClick={async () => {
          const png = await pad.current?.toPng();
          setExported(png ? `${png.type}, ${png.size} bytes` : 'empty');
        }}
      >
        Export
      </button>
      <button type="button" onClick={() => setWidth((w) => (w === 340 ? 520 : 340))}>
        Resize
      </button>
      <p>{exported}</p>
    </div>
  );
}
const onChange = fn();

const meta = {
  title: 'Console/Onsite service/OnsiteService/SignaturePad',
  component: Pad,
} satisfies Meta<typeof Pad>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (root: HTMLElement) =>
  within(root).getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;

/** Drawn with pointer events, exported as a PNG with content; Clear empties it again. */
export const DrawExportClear: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await padReady(root);
    const canvas = canvasOf(canvasElement);
    await expect(root.getByText('Sign with a finger, pen or mouse.')).toBeVisible();
    await expect(root.getByRole('button', { name: 'Clear' })).toBeDisabled();
    // Sharp on this screen: the bitmap has the device's pixels.
    await expect(canvas.width).toBe(
      Math.round(canvas.getBoundingClientRect().width * Math.max(devicePixelRatio, 1)),
    );

    await userEvent.click(root.getByRole('button', { name: 'Export' }));
    await expect(await root.findByText('empty')).toBeVisible();

    await draw(canvas);
    await expect(await root.findByText('Signed.')).toBeVisible();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(false));
    await expect(inkPixels(canvas)).toBeGreaterThan(50);
    await userEvent.click(root.getByRole('button', { name: 'Export' }));
    // Encoding the PNG can take over a second on a busy machine.
    const exported = await root.findByText(/^image\/png, \d+ bytes$/, {}, { timeout: 5000 });
    await expect(Number(exported.textContent?.match(/(\d+) bytes/)?.[1])).toBeGreaterThan(1000);

    await userEvent.click(root.getByRole('button', { name: 'Clear' }));
    await expect(root.getByText('Sign with a finger, pen or mouse.')).toBeVisible();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(true));
    await expect(inkPixels(canvas)).toBe(0);
    await userEvent.click(root.getByRole('button', { name: 'Export' }));
    await expect(await root.findByText('empty')).toBeVisible();
  },
};

/** A resize (a phone turned sideways) redraws the signature at the new size: nothing is lost. */
export const ResizeKeepsTheDrawing: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await padReady(root);
    const canvas = canvasOf(canvasElement);
    await draw(canvas);
    const before = inkPixels(canvas);
    await expect(before).toBeGreaterThan(50);
    await userEvent.click(root.getByRole('button', { name: 'Resize' }));
    // 520 px wide, less the frame's border.
    await waitFor(() => expect(canvas.getBoundingClientRect().width).toBe(518));
    await waitFor(() => expect(canvas.width).toBe(Math.round(518 * Math.max(devicePixelRatio, 1))));
    // Scaled up by 520/340, the stroke covers more pixels, not none.
    await waitFor(() => expect(inkPixels(canvas)).toBeGreaterThan(before));
    await expect(root.getByText('Signed.')).toBeVisible();
  },
};

let tries = 0;

/** The library could not be fetched (a flaky connection): the pad says so and tries again. */
export const LibraryFailed: Story = {
  beforeEach: () => {
    tries = 0;
  },
  args: {
    load: () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new Error('Failed to fetch')) : realLibrary();
    },
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(await root.findByText('The signature pad could not be loaded.')).toBeVisible();
    await expect(root.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.click(root.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root.queryByText('The signature pad could not be loaded.')).toBeNull());
    await draw(canvasOf(canvasElement));
    await expect(await root.findByText('Signed.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByRole('status')).toHaveTextContent('Loading the signature pad…');
    await expect(root.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Ask the customer to sign in the box.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ask the customer to sign in the box.',
    );
  },
};
