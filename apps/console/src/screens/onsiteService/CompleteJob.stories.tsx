import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { CompleteJob, type SavedWork } from './CompleteJob';
import { draw, padReady } from './SignaturePad.testing';

const SIGNATURE = '7d9f1b3c-5e7a-4c2e-9f1b-3d5f7a9c1e3b.png';

const meta = {
  title: 'Console/Onsite service/OnsiteService/CompleteJob',
  component: CompleteJob,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <div style={{ maxWidth: 375 }}>
          <Story />
        </div>
      </FeedbackProvider>
    ),
  ],
  args: {
    jobNumber: 'OSJ-001202',
    customerName: 'Dana Whitfield',
    checkWork: fn<() => string | null>(() => null),
    saveWork: fn<() => Promise<SavedWork | null>>(async () => ({
      version: 4,
      resolution: 'Cleaned the speed sensor.',
    })),
    uploadSignature: fn(async () => SIGNATURE),
    complete: fn(async () => undefined),
    onResolutionRefused: fn(),
    loadSignaturePad: () => import('signature_pad').then((module) => module.default),
  },
} satisfies Meta<typeof CompleteJob>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const root = within(canvasElement);
  await padReady(root);
  return { root, canvas: root.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement };
};

/** Signed and completed: the work is saved, the PNG uploaded, and the complete body carries both. */
export const Completes: Story = {
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await expect(root.getByLabelText(/Signed by/)).toHaveValue('Dana Whitfield');
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(args.complete).toHaveBeenCalledWith({
        version: 4,
        resolution: 'Cleaned the speed sensor.',
        signature: SIGNATURE,
        signedBy: 'Dana Whitfield',
      }),
    );
    await expect(args.saveWork).toHaveBeenCalledTimes(1);
    const [png] = (args.uploadSignature as ReturnType<typeof fn>).mock.calls[0] as [Blob];
    await expect(png.type).toBe('image/png');
    await expect(png.size).toBeGreaterThan(1000);
  },
};

/** Nothing signed and no name: both say so, and nothing is sent. */
export const NeedsSignatureAndName: Story = {
  play: async ({ canvasElement, args }) => {
    const { root } = await ready(canvasElement);
    await userEvent.clear(root.getByLabelText(/Signed by/));
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(await root.findByText('This field is required.')).toBeVisible();
    await expect(root.getByText('Ask the customer to sign in the box.')).toBeVisible();
    await expect(args.saveWork).not.toHaveBeenCalled();
    await expect(args.uploadSignature).not.toHaveBeenCalled();
    await expect(args.complete).not.toHaveBeenCalled();
  },
};

/** No resolution recorded yet: completing waits for it. */
export const NeedsResolution: Story = {
  args: { checkWork: fn<() => string | null>(() => 'Record the resolution before completing.') },
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(await root.findByText('Record the resolution before completing.')).toBeVisible();
    await expect(args.complete).not.toHaveBeenCalled();
  },
};

/** The server names fields: the signer's name here, the resolution on the work form. */
export const ServerRefusesFields: Story = {
  args: {
    complete: fn(async () => {
      throw refusal(400, 'Check the highlighted fields.', {
        fields: { 'body.signedBy': 'At most 100 characters.', 'body.resolution': 'This field is required.' },
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(await root.findByText('At most 100 characters.')).toBeVisible();
    await expect(args.onResolutionRefused).toHaveBeenCalledWith('This field is required.');
    await expect(root.getByText('Check the resolution above.')).toBeVisible();
  },
};

/** A stale version: the refusal shows above the button; trying again does not upload the signature twice. */
export const Conflict: Story = {
  args: {
    complete: fn(async () => {
      throw refusal(409, 'This job was changed meanwhile. Reload it and try again.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(
      await root.findByText('This job was changed meanwhile. Reload it and try again.'),
    ).toBeVisible();
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(args.complete).toHaveBeenCalledTimes(2));
    await expect(args.uploadSignature).toHaveBeenCalledTimes(1);
  },
};

/** The signature could not be uploaded: the message is on the signature and the job is not completed. */
export const UploadFails: Story = {
  args: {
    uploadSignature: fn(async () => {
      throw refusal(415, 'This file type is not allowed.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(
      await root.findByText('The signature could not be uploaded. This file type is not allowed.'),
    ).toBeVisible();
    await expect(args.complete).not.toHaveBeenCalled();
  },
};

/** The work form refused to save (its fields say why): completing stops there. */
export const WorkNotSaved: Story = {
  args: { saveWork: fn<() => Promise<SavedWork | null>>(async () => null) },
  play: async ({ canvasElement, args }) => {
    const { root, canvas } = await ready(canvasElement);
    await draw(canvas);
    await userEvent.click(root.getByRole('button', { name: 'Complete' }));
    await expect(await root.findByText('The work could not be saved: see the message above.')).toBeVisible();
    await expect(args.uploadSignature).not.toHaveBeenCalled();
  },
};
