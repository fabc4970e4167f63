import type { OnsiteJobDetail } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import { onSiteJob } from './myDay.fixtures';
import { useWorkForm } from './useWorkForm';
import { WorkForm } from './WorkForm';
import { workDrafts } from './workDraft';

const NEW_PHOTO = '0b5e7a9c-2d4f-4a61-8b3c-5e7f9a1b3c5d.png';

const onSave = fn(async () => undefined);
const upload = fn(async () => ({ fileName: NEW_PHOTO }));
const readPhoto = fn(async () => pickedPng());

/** The card's part: the form lives with the job it records. */
function Work({ job, save = onSave }: { job: OnsiteJobDetail; save?: typeof onSave }) {
  const form = useWorkForm(job);
  return <WorkForm jobNumber={job.number} form={form} onSave={save} upload={upload} readPhoto={readPhoto} />;
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/WorkForm',
  component: Work,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  parameters: {
    viewport: { options: { phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' } } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { job: onSiteJob },
  // Drafts live in this browser's storage: every story starts without one.
  beforeEach: () => workDrafts().forget(onSiteJob.id),
} satisfies Meta<typeof Work>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the job recorded is there again (after a reload too): the resolution, the part and the photo. */
export const Recorded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Resolution/)).toHaveValue('Cleaned the speed sensor.');
    const part = within(canvas.getByRole('group', { name: 'Part 1' }));
    await expect(part.getByLabelText(/Code/)).toHaveValue('RW-SNS-1');
    await expect(part.getByLabelText(/Description/)).toHaveValue('Speed sensor magnet');
    await expect(part.getByLabelText(/Qty/)).toHaveValue(2);
    await waitFor(() => expect(readPhoto).toHaveBeenCalledWith('8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg'));
    const thumbnail = canvas.getByRole('img', { name: '8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg' });
    await waitFor(() => expect(thumbnail.getAttribute('src')).toMatch(/^blob:/));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Parts are checked as the server checks them; a fixed form is sent with the job's version. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add part' }));
    const part = within(canvas.getByRole('group', { name: 'Part 2' }));
    await userEvent.clear(part.getByLabelText(/Qty/));
    await userEvent.type(part.getByLabelText(/Qty/), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await expect(await part.findAllByText('This field is required.')).toHaveLength(2);
    await expect(part.getByText('At least 1.')).toBeVisible();
    await expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(part.getByLabelText(/Code/), 'RW-BRK-2');
    await userEvent.type(part.getByLabelText(/Description/), 'Brake pads');
    await userEvent.clear(part.getByLabelText(/Qty/));
    await userEvent.type(part.getByLabelText(/Qty/), '2');
    await userEvent.clear(canvas.getByLabelText(/Resolution/));
    await userEvent.type(canvas.getByLabelText(/Resolution/), 'Replaced the brake pads.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        version: 3,
        resolution: 'Replaced the brake pads.',
        parts: [
          { code: 'RW-SNS-1', description: 'Speed sensor magnet', quantity: 2 },
          { code: 'RW-BRK-2', description: 'Brake pads', quantity: 2 },
        ],
        photos: ['8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg'],
      }),
    );
    await waitFor(() => expect(screen.getByText('Work saved.')).toBeVisible());
  },
};

/** Rows and photos come and go: a removed part and photo are not sent, a new photo is. */
export const PartsAndPhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove part 1' }));
    await expect(canvas.queryByRole('group', { name: 'Part 1' })).toBeNull();
    await expect(canvas.getByText('No parts recorded.')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: /Remove 8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg/ }),
    );
    await userEvent.upload(canvas.getByLabelText('Add image'), pickedPng('bike.png'));
    await expect(await canvas.findByRole('img', { name: NEW_PHOTO })).toBeVisible();
    await expect(upload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        version: 3,
        resolution: 'Cleaned the speed sensor.',
        parts: [],
        photos: [NEW_PHOTO],
      }),
    );
  },
};

/** A refusal from the server lands on the field it names; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    save: fn(async () => {
      throw refusal(400, 'Check the highlighted fields.', {
        fields: { 'body.resolution': 'At most 4000 characters.' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Resolution/), ' Again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await expect(await canvas.findByText('At most 4000 characters.')).toBeVisible();
    await expect(canvas.getByLabelText(/Resolution/)).toHaveValue('Cleaned the speed sensor. Again.');
  },
};

/** A version conflict has no field: it shows above the button. */
export const Conflict: Story = {
  args: {
    save: fn(async () => {
      throw refusal(409, 'This job was changed meanwhile. Reload it and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Resolution/), ' Again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await expect(
      await canvas.findByText('This job was changed meanwhile. Reload it and try again.'),
    ).toBeVisible();
  },
};

/** The page was reloaded before saving: what was typed comes back, marked as not saved yet, and is saved. */
export const RestoredAfterReload: Story = {
  beforeEach: () =>
    workDrafts().keep(onSiteJob.id, onSiteJob.version, {
      resolution: 'Cleaned the speed sensor. Replaced the brake pads.',
      parts: [{ code: 'RW-BRK-2', description: 'Brake pads', quantity: 2 }],
      photos: ['8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg', NEW_PHOTO],
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('What you typed before the page was reloaded is back. It is not saved yet.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Resolution/)).toHaveValue(
      'Cleaned the speed sensor. Replaced the brake pads.',
    );
    await expect(within(canvas.getByRole('group', { name: 'Part 1' })).getByLabelText(/Code/)).toHaveValue(
      'RW-BRK-2',
    );
    await waitFor(() => expect(readPhoto).toHaveBeenCalledWith(NEW_PHOTO));
    await userEvent.click(canvas.getByRole('button', { name: 'Save work' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        version: 3,
        resolution: 'Cleaned the speed sensor. Replaced the brake pads.',
        parts: [{ code: 'RW-BRK-2', description: 'Brake pads', quantity: 2 }],
        photos: ['8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg', NEW_PHOTO],
      }),
    );
    await waitFor(() => expect(canvas.queryByText(/It is not saved yet/)).toBeNull());
  },
};

/** Typing keeps a draft on the device, with the version it was typed on. */
export const TypingKeepsADraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Resolution/), ' Checked');
    await expect(workDrafts().read(onSiteJob.id, onSiteJob.version)?.resolution).toBe(
      'Cleaned the speed sensor. Checked',
    );
  },
};
