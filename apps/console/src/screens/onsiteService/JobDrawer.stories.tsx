import { HttpError } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import { VERSION_CONFLICT_MESSAGE } from './dispatch.logic';
import { JobDrawer } from './JobDrawer';
import { brandDetails, completedJob, dispatchDay, jobIn, newJob, settings } from './jobs.fixtures';
import { onsiteKeys } from './onsiteService.api';
import { OnsiteStoryScreen, ok } from './onsiteService.testing';

// Jobs of these stories: 123 new, 125 new but changed by someone else, 126 confirmed meanwhile, 107 completed,
// 103 scheduled; 999 another brand's; 777 still on its way; 500 cannot be read.
// A job a live update changes while its dialog is open.
const liveJob = { ...newJob, id: 132, number: 'OSJ-000132' };
const jobs: Record<string, unknown> = {
  '/onsite/jobs/123': newJob,
  '/onsite/jobs/125': { ...newJob, id: 125, number: 'OSJ-000125' },
  '/onsite/jobs/126': { ...newJob, id: 126, number: 'OSJ-000126' },
  '/onsite/jobs/107': { ...completedJob, id: 107, number: 'OSJ-000107' },
  '/onsite/jobs/103': { ...jobIn('scheduled'), id: 103, number: 'OSJ-000103' },
  '/onsite/jobs/130': { ...newJob, id: 130, number: 'OSJ-000130', customerName: 'Mei Chen' },
  '/onsite/jobs/132': liveJob,
};

const http = {
  get: fn((url: string, query?: { from?: string }) => {
    if (url in jobs) return ok(jobs[url]);
    if (url === '/company/details') return ok(brandDetails);
    if (url === '/onsite/settings') return ok(settings);
    if (url === '/onsite/dispatch') return ok(dispatchDay(query?.from ?? '2026-11-27'));
    if (url === '/onsite/jobs/777') return new Promise(() => {});
    if (url === '/onsite/jobs/500')
      return Promise.reject(new HttpError('Network Error', { code: 0, network: true }));
    return Promise.reject(refusal(404, 'Not found.'));
  }),
  post: fn((url: string, body: { version?: number; reason?: string }) => {
    if (url === '/onsite/jobs/123/confirm') return ok({ ...newJob, status: 'confirmed', version: 2 });
    if (url === '/onsite/jobs/123/cancel') {
      return ok({ ...newJob, status: 'cancelled', reason: body.reason, version: 2 });
    }
    if (url === '/onsite/jobs/125/confirm') {
      return Promise.reject(
        refusal(409, 'The job was changed by someone else.', { error: 'version_conflict' }),
      );
    }
    if (url === '/onsite/jobs/132/cancel' && body.version === 1) {
      return Promise.reject(
        refusal(409, 'The job was changed by someone else.', { error: 'version_conflict' }),
      );
    }
    if (url === '/onsite/jobs/126/confirm') {
      return Promise.reject(
        refusal(409, 'This job is confirmed already, so it cannot be confirmed.', {
          error: 'invalid_transition',
        }),
      );
    }
    if (url === '/onsite/jobs/107/serviceOrders') {
      const third = { ...completedJob.serviceOrders[1], version: 3, fileName: 'OSJ-000107-v3.pdf' };
      return ok({
        ...(jobs[url.replace('/serviceOrders', '')] as object),
        serviceOrders: [...completedJob.serviceOrders, third],
      });
    }
    if (url === '/onsite/jobs/103/reschedule')
      return ok({ ...jobIn('scheduled'), id: 103, number: 'OSJ-000103' });
    if (url === '/onsite/jobs') return ok(jobs['/onsite/jobs/130']);
    return Promise.reject(refusal(404, 'Not found.'));
  }),
  put: fn(),
  request: fn(() => Promise.resolve(pickedPng())),
  downloadFile: fn(() => Promise.resolve(true)),
};

// The cache of the story that refreshes a job the way a live update does (the others get their own).
const liveCache = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Page({ path, role, queries }: { path: string; role: number; queries?: QueryClient }) {
  return (
    <OnsiteStoryScreen http={http} path={path} role={role} queries={queries}>
      <p>The flight board</p>
      <JobDrawer />
    </OnsiteStoryScreen>
  );
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/JobDrawer',
  component: Page,
  args: { path: '/onsite/work/flightBoard?job=123', role: 1 },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** Without `?job=` the page shows no drawer. */
export const Closed: Story = {
  args: { path: '/onsite/work/flightBoard?date=2026-11-27' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The flight board')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A dispatcher confirms a new job: the version they saw is sent, the drawer shows it confirmed. */
export const Confirm: Story = {
  play: async () => {
    const panel = await drawer('Job OSJ-000123');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/onsite/jobs/123/confirm', { version: 1 }, { silent: true }),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('group', { name: 'Job status' })).toHaveTextContent('Confirmed'),
    );
  },
};

/** Someone else changed the job meanwhile: it is reloaded and the dispatcher is told to check it. */
export const StaleVersion: Story = {
  args: { path: '/onsite/work/flightBoard?job=125' },
  play: async () => {
    const panel = await drawer('Job OSJ-000125');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Confirm' }));
    await expect(await within(panel).findByText(VERSION_CONFLICT_MESSAGE)).toBeVisible();
    await expect(http.get.mock.calls.filter(([url]) => url === '/onsite/jobs/125').length).toBe(2);
  },
};

/**
 * A live update brings a newer version while the cancel dialog is open: the cancel still sends the version
 * the dispatcher saw, so the server refuses it instead of overriding a change they have not seen.
 */
export const LiveUpdateWhileEditing: Story = {
  args: { path: '/onsite/work/flightBoard?job=132', queries: liveCache },
  beforeEach: () => {
    liveCache.clear();
  },
  play: async () => {
    const panel = await drawer('Job OSJ-000132');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cancel job' }));
    const dialog = await drawer('Cancel job: OSJ-000132');
    liveCache.setQueryData(onsiteKeys.job(132), { ...liveJob, version: 2 });
    await userEvent.type(within(dialog).getByLabelText(/Why cancel/), 'Duplicate of another job.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs/132/cancel',
        { version: 1, reason: 'Duplicate of another job.' },
        { silent: true },
      ),
    );
    await expect(await within(dialog).findByText(VERSION_CONFLICT_MESSAGE)).toBeVisible();
  },
};

/** A step the status no longer allows says the server's reason. */
export const InvalidTransition: Story = {
  args: { path: '/onsite/work/flightBoard?job=126' },
  play: async () => {
    const panel = await drawer('Job OSJ-000126');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Confirm' }));
    await expect(
      await within(panel).findByText('This job is confirmed already, so it cannot be confirmed.'),
    ).toBeVisible();
  },
};

/** Cancelling asks why; the reason is required and sent with the version. */
export const CancelWithReason: Story = {
  play: async () => {
    const panel = await drawer('Job OSJ-000123');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cancel job' }));
    const dialog = await drawer('Cancel job: OSJ-000123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Why cancel/), 'The customer sold the bike.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs/123/cancel',
        { version: 1, reason: 'The customer sold the bike.' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel job: OSJ-000123' })).toBeNull());
    await expect(within(panel).getByText('The customer sold the bike.')).toBeVisible();
  },
};

/** A completed job: a version downloads; a new version is issued with a reason and listed first. */
export const IssueServiceOrderVersion: Story = {
  args: { path: '/onsite/work/flightBoard?job=107' },
  play: async () => {
    const panel = await drawer('Job OSJ-000107');
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Version 2 (OSJ-000123-v2.pdf)' }),
    );
    await expect(http.downloadFile).toHaveBeenCalledWith(
      '/onsite/jobs/107/serviceOrders/2',
      'service-order-OSJ-000107-v2.pdf',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Issue a new version' }));
    const dialog = await drawer('Issue a new service order version: OSJ-000107');
    await userEvent.type(
      within(dialog).getByLabelText(/Why issue a new version/),
      'The part number was wrong.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue a new version' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs/107/serviceOrders',
        { reason: 'The part number was wrong.' },
        { silent: true },
      ),
    );
    const versions = within(panel).getByRole('list', { name: 'Service order versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Version 3'));
  },
};

/** Rescheduling: the ETA is entered on the customer's clock and sent as the instant it is. */
export const Reschedule: Story = {
  args: { path: '/onsite/work/flightBoard?job=103' },
  play: async () => {
    const panel = await drawer('Job OSJ-000103');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Reschedule' }));
    const dialog = await drawer('Reschedule: OSJ-000103');
    await expect(dialog).toHaveTextContent("Times are on the customer's clock: Pacific (PST), Oakland, CA.");
    const eta = within(dialog).getByLabelText(/ETA \(PST\)/);
    await userEvent.clear(eta);
    await userEvent.type(eta, '14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs/103/reschedule',
        { version: 4, scheduledStart: '2026-11-27T22:00:00.000Z', durationMinutes: 90 },
        { silent: true },
      ),
    );
  },
};

/** `?job=new`: the create form with the brand's state and time zone; the POST carries an Idempotency-Key. */
export const CreateByHand: Story = {
  args: { path: '/onsite/work/flightBoard?job=new' },
  play: async () => {
    const panel = await drawer('New onsite job');
    const form = await within(panel).findByRole('form', { name: 'New onsite job' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Mei Chen');
    await userEvent.type(within(form).getByLabelText(/Street address/), '77 Pine St');
    await userEvent.type(within(form).getByLabelText(/City/), 'Davis');
    await userEvent.type(within(form).getByLabelText(/ZIP code/), '95616');
    await userEvent.click(within(form).getByRole('combobox', { name: /Service type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maintenance' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs',
        expect.objectContaining({
          customer: expect.objectContaining({
            name: 'Mei Chen',
            state: 'CA',
            timezone: 'America/Los_Angeles',
          }),
          serviceType: 'maintenance',
          priority: 'normal',
        }),
        { silent: true, headers: { 'Idempotency-Key': expect.any(String) } },
      ),
    );
    await drawer('Job OSJ-000130');
  },
};

/** Staff read a job; the dispatcher's actions are not theirs. */
export const StaffReadOnly: Story = {
  args: { role: 3 },
  play: async () => {
    const panel = await drawer('Job OSJ-000123');
    await expect(await within(panel).findByText('1200 Grand Ave, Oakland, CA 94610')).toBeVisible();
    await expect(within(panel).queryByRole('group', { name: 'Job actions' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/onsite/work/flightBoard?job=999' },
  play: async () => {
    const panel = await drawer('Job');
    await expect(
      await within(panel).findByText('There is no such job, or it is not one you can see.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: '/onsite/work/flightBoard?job=777' },
  play: async () => {
    const panel = await drawer('Job');
    await expect(within(panel).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { path: '/onsite/work/flightBoard?job=500' },
  play: async () => {
    const panel = await drawer('Job');
    await expect(await within(panel).findByText('The job could not be loaded.')).toBeVisible();
  },
};
