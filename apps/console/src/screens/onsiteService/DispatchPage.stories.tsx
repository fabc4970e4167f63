import { HttpError } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { DispatchPage } from './DispatchPage';
import { dispatchDay, dispatchWeek, jobIn, newJob } from './jobs.fixtures';
import { OnsiteStoryScreen, ok } from './onsiteService.testing';

/** The week of the fixtures from 2026-11-27; `from=2026-12-04` has nothing unassigned; 2026-12-11 fails. */
const http = {
  get: fn((url: string, query?: { from?: string; days?: number }) => {
    if (url === '/onsite/dispatch' && query?.days === 1) return ok(dispatchDay(query.from ?? '2026-11-27'));
    if (url === '/onsite/dispatch' && query?.from === '2026-12-04')
      return ok({ ...dispatchWeek, unassigned: [] });
    if (url === '/onsite/dispatch' && query?.from === '2026-12-11') {
      return Promise.reject(new HttpError('Network Error', { code: 0, network: true }));
    }
    if (url === '/onsite/dispatch' && query?.from === '2026-12-18') return new Promise(() => {});
    if (url === '/onsite/dispatch' && query?.from === '2026-12-25')
      return ok({ ...dispatchWeek, technicians: [] });
    if (url === '/onsite/dispatch') return ok(dispatchWeek);
    if (url === '/onsite/jobs/201') return ok({ ...jobIn('assigned'), id: 201, number: 'OSJ-000201' });
    return Promise.reject(refusal(404, 'Not found.'));
  }),
  post: fn((url: string) =>
    url === '/onsite/jobs/124/assign'
      ? ok({ ...newJob, id: 124, number: 'OSJ-000124', status: 'assigned' })
      : Promise.reject(refusal(404, 'Not found.')),
  ),
  put: fn(),
  request: fn(),
  downloadFile: fn(),
};

function Page({ path }: { path: string }) {
  return (
    <OnsiteStoryScreen http={http} path={path}>
      <DispatchPage />
    </OnsiteStoryScreen>
  );
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/DispatchPage',
  component: Page,
  args: { path: '/onsite/work/dispatch?from=2026-11-27' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Technicians by day' });

/**
 * The week: each technician's hours and booked time per day; Tess's two overlapping jobs and Omar's job on his
 * day off are conflicts; a job opens in the drawer.
 */
export const Conflicts: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'Fri, Nov 27' })).toBeVisible();
    const tess = within(table).getByRole('row', { name: /Tess Torres/ });
    await expect(tess).toHaveTextContent('08:00–17:00Booked 2 h 30 min of 9 h');
    await expect(
      within(tess).getByRole('button', { name: /09:00–10:30 OSJ-000201 Oakland/ }),
    ).toHaveTextContent('Conflict');
    await expect(
      within(tess).getByRole('button', { name: /10:00–11:00 OSJ-000202 Berkeley/ }),
    ).toHaveTextContent('Conflict');
    const omar = within(table).getByRole('row', { name: /Omar Diaz/ });
    await expect(
      within(omar).getByRole('button', { name: /13:00–14:00 OSJ-000203 Davis/ }),
    ).toHaveTextContent('Conflict');
    await expect(within(table).getByRole('row', { name: /Kai Nakamura/ })).toHaveTextContent('Free');
    await expect(within(table).getAllByText('Conflict')).toHaveLength(3);
    await userEvent.click(within(tess).getByRole('button', { name: /OSJ-000201/ }));
    await expect(await screen.findByRole('dialog', { name: 'Job OSJ-000201' })).toBeVisible();
  },
};

/**
 * From the keyboard: pick an unassigned job, then a technician's day; the assign dialog opens with both, and
 * the assignment is sent.
 */
export const PlaceUnassignedJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    const lane = canvas.getByRole('list', { name: 'Unassigned jobs' });
    const pick = within(lane).getByRole('button', { name: 'OSJ-000124 · Fremont, CA' });
    await expect(pick.closest('li')).toHaveTextContent('New');
    await expect(
      within(lane).getByRole('button', { name: 'OSJ-000123 · Oakland, CA' }).closest('li'),
    ).toHaveTextContent('Scheduled');
    pick.focus();
    await userEvent.keyboard('{Enter}');
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/OSJ-000124 is picked/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Assign here: OSJ-000124 to Kai Nakamura on Mon, Nov 30' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign a technician: OSJ-000124' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Technician/ })).toHaveTextContent('Kai Nakamura'),
    );
    await userEvent.type(within(dialog).getByLabelText(/ETA/), '09:00');
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Warnings' })).toHaveTextContent(
        'The technician does not work that day.',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs/124/assign',
        {
          version: 1,
          technicianEmployeeId: 83,
          scheduledStart: '2026-11-30T17:00:00.000Z',
          durationMinutes: 90,
        },
        { silent: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EmptyUnassignedLane: Story = {
  args: { path: '/onsite/work/dispatch?from=2026-12-04' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await expect(canvas.getByText('Unassigned (0)')).toBeVisible();
    await expect(canvas.getByText('No open job is waiting for a technician.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Assign here/ })).toBeNull();
  },
};

export const NoTechnicians: Story = {
  args: { path: '/onsite/work/dispatch?from=2026-12-25' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The brand has no technicians yet: give employees the position technician.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: '/onsite/work/dispatch?from=2026-12-18' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Technicians' week loading")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { path: '/onsite/work/dispatch?from=2026-12-11' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("The technicians' week could not be loaded."),
    ).toBeVisible();
  },
};
