import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng } from '../../shared/testing/storyFixtures';
import { jobButtons } from './dispatch.logic';
import { JobDrawerDetail } from './JobDrawerDetail';
import { cannotCompleteJob, completedJob, delayedJob, jobIn, newJob } from './jobs.fixtures';

const meta = {
  title: 'Console/Onsite service/OnsiteService/JobDrawerDetail',
  component: JobDrawerDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/onsite/work/flightBoard?job=123">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    job: newJob,
    buttons: jobButtons('new', true),
    onButton: fn(),
    canReissue: false,
    onReissue: fn(),
    onDownload: fn(),
    loadImage: fn(() => Promise.resolve(pickedPng())),
    // 09:30 in Oakland.
    now: new Date('2026-11-27T17:30:00.000Z'),
  },
} satisfies Meta<typeof JobDrawerDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonsShown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('group', { name: 'Job actions' })
    .flatMap((group) =>
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    );

const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Job status' });

/** A new job: customer, address and their local time, the unit and its claim, the due time, no plan yet. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('New');
    await expect(canvas.getByText('1200 Grand Ave, Oakland, CA 94610')).toBeVisible();
    await expect(canvas.getByText('Pacific (America/Los_Angeles)')).toBeVisible();
    await expect(canvas.getByText('2026-11-27 09:30 PST')).toBeVisible();
    await expect(canvas.getByText('Ridgeway Trail 500')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CLM-000031' })).toHaveAttribute(
      'href',
      '/warranty/detail?id=12&claim=31',
    );
    await expect(canvas.getByText('2026-11-28 08:00 PST')).toBeVisible();
    await expect(canvas.getByText('2026-11-27 08:00 PST – 17:00')).toBeVisible();
    await expect(canvas.getByText('Not planned yet')).toBeVisible();
    await expect(canvas.getByText('Not assigned')).toBeVisible();
    await expect(buttonsShown(canvasElement)).toEqual(['Confirm', 'Schedule', 'Edit details', 'Cancel job']);
    await expect(canvas.queryByText('DELAYED')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onButton).toHaveBeenCalledWith('schedule');
  },
};

export const Confirmed: Story = {
  args: { job: jobIn('confirmed'), buttons: jobButtons('confirmed', true) },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent('Confirmed');
    await expect(buttonsShown(canvasElement)).toEqual(['Schedule', 'Assign', 'Edit details', 'Cancel job']);
  },
};

/** Scheduled: the ETA on the customer's clock, its duration and end; waiting for a technician. */
export const Scheduled: Story = {
  args: { job: jobIn('scheduled'), buttons: jobButtons('scheduled', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Scheduled');
    await expect(canvas.getByText('2026-11-27 10:00 PST')).toBeVisible();
    await expect(canvas.getByText('1 h 30 min')).toBeVisible();
    await expect(canvas.getByText('2026-11-27 11:30 PST')).toBeVisible();
    await expect(buttonsShown(canvasElement)).toEqual(['Assign', 'Reschedule', 'Edit details', 'Cancel job']);
  },
};

/** The ETA has passed and the technician has not left: DELAYED, and past its due time. */
export const AssignedAndDelayed: Story = {
  args: { job: delayedJob, buttons: jobButtons('assigned', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Assigned');
    await expect(statusOf(canvasElement)).toHaveTextContent('DELAYED');
    await expect(statusOf(canvasElement)).toHaveTextContent('Overdue');
    await expect(canvas.getByText('Tess Torres')).toBeVisible();
  },
};

/** On the way and on site, the technician drives the job: the dispatcher may only edit or cancel it. */
export const EnRoute: Story = {
  args: { job: jobIn('en_route'), buttons: jobButtons('en_route', true) },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent('En route');
    await expect(buttonsShown(canvasElement)).toEqual(['Edit details', 'Cancel job']);
  },
};

export const OnSite: Story = {
  args: { job: jobIn('on_site'), buttons: jobButtons('on_site', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('On site');
    await expect(canvas.getByRole('heading', { name: 'Execution' })).toBeVisible();
    await expect(canvas.getByText('2026-11-27 10:10 PST')).toBeVisible();
    await expect(canvas.getByText('Not signed yet.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Service orders' })).toBeNull();
  },
};

/**
 * Completed: the work done, parts, photo and signature, and the service order versions (newest first) with
 * their downloads; a dispatcher may issue a new version.
 */
export const Completed: Story = {
  args: { job: completedJob, buttons: jobButtons('completed', true), canReissue: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Completed');
    await expect(buttonsShown(canvasElement)).toEqual([]);
    await expect(canvas.getByText('Replaced the motor connector; tested on a 10% climb.')).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Parts used' })).getByText('Motor connector'),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Signature of Dana Whitfield' })).toBeVisible();
    await expect(args.loadImage).toHaveBeenCalledWith('c0ffee00-0000-4000-8000-000000000002.png');
    const versions = within(canvas.getByRole('list', { name: 'Service order versions' })).getAllByRole(
      'listitem',
    );
    await expect(versions[0]).toHaveTextContent(
      'Version 2 (OSJ-000123-v2.pdf) issued 2026-11-27 12:02 PST by Olivia Owner',
    );
    await expect(versions[0]).toHaveTextContent('(current)');
    await expect(versions[1]).toHaveTextContent('Version 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Version 1 (OSJ-000123-v1.pdf)' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ version: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a new version' }));
    await expect(args.onReissue).toHaveBeenCalled();
    const history = canvas.getByRole('table', { name: 'Status history' });
    await expect(within(history).getByText('On site → Completed')).toBeVisible();
  },
};

/** Staff and technicians read the service orders but issue none. */
export const CompletedForStaff: Story = {
  args: { job: completedJob, buttons: [], canReissue: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Service order versions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Issue a new version' })).toBeNull();
  },
};

/** Cannot complete: the technician's reason and the sub-status; the dispatcher may plan it again. */
export const CannotComplete: Story = {
  args: { job: cannotCompleteJob, buttons: jobButtons('cannot_complete', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Cannot complete');
    await expect(canvas.getByRole('heading', { name: 'Why it could not be completed' })).toBeVisible();
    await expect(
      canvas.getByText('The controller is water-damaged; a new one must be ordered.'),
    ).toBeVisible();
    await expect(statusOf(canvasElement)).toHaveTextContent('waiting for part');
    await expect(buttonsShown(canvasElement)).toEqual(['Reschedule', 'Edit details', 'Cancel job']);
  },
};

export const Cancelled: Story = {
  args: {
    job: jobIn('cancelled', { reason: 'The customer sold the bike.' }),
    buttons: jobButtons('cancelled', true),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Cancelled');
    await expect(canvas.getByRole('heading', { name: 'Why it was cancelled' })).toBeVisible();
    await expect(buttonsShown(canvasElement)).toEqual([]);
  },
};

/** A photo that cannot be read says so in its place. */
export const PhotoFails: Story = {
  args: {
    job: completedJob,
    buttons: [],
    loadImage: fn(() => Promise.reject(new Error('Not found'))),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Photo 1 of 1 could not be loaded.')).toBeVisible(),
    );
  },
};

/** A refused action's message shows above the details. */
export const Refused: Story = {
  args: { notice: 'This job is no longer new, so it cannot be confirmed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This job is no longer new, so it cannot be confirmed.',
    );
  },
};
