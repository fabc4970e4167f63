import type { OnsiteJobDetail, OnsiteMyDay, ServiceOrderDocument } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pickedPng, refusal } from '../../shared/testing/storyFixtures';
import { MyDay } from './MyDay';
import type { MyDayJobApi } from './MyDayOnSite';
import {
  assignedJob,
  completedJob,
  delayedJob,
  emptyDay,
  enRouteJob,
  myDay,
  onSiteJob,
} from './myDay.fixtures';
import { draw, padReady } from './SignaturePad.testing';
import { workDrafts } from './workDraft';

const moved = (job: OnsiteJobDetail, status: OnsiteJobDetail['status']): OnsiteJobDetail => ({
  ...job,
  status,
  delayed: false,
  version: job.version + 1,
});
const find = (id: number) => myDay.jobs.find((job) => job.id === id) as OnsiteJobDetail;

/** What the server answers each step with (job 1204's depart is refused as stale). */
const answers: Record<string, (job: OnsiteJobDetail, body: { reason?: string }) => OnsiteJobDetail> = {
  depart: (job) => {
    if (job.id === delayedJob.id)
      throw refusal(409, 'This job was changed meanwhile. Reload it and try again.');
    return moved(job, 'en_route');
  },
  arrive: (job) => moved(job, 'on_site'),
  work: (job) => job,
  complete: (job) => ({
    ...moved(job, 'completed'),
    completedAt: '2026-11-27T19:20:00Z',
    serviceOrders: [
      { ...(completedJob.serviceOrders[0] as ServiceOrderDocument), issuedAt: '2026-11-27T19:20:02Z' },
    ],
  }),
  cannotComplete: (job, body) => ({ ...moved(job, 'cannot_complete'), reason: body.reason ?? null }),
};

/** The server of these stories: every step is taken. */
const act = fn(async (id: number, action: string, body: { reason?: string }) =>
  (answers[action] as (typeof answers)[string])(find(id), body),
);
const api = {
  act,
  upload: fn(async () => ({ fileName: '0b5e7a9c-2d4f-4a61-8b3c-5e7f9a1b3c5d.png' })),
  uploadSignature: fn(async () => '7d9f1b3c-5e7a-4c2e-9f1b-3d5f7a9c1e3b.png'),
  image: fn(async () => pickedPng()),
  downloadServiceOrder: fn(async () => true),
};

/** Whether the step `action` was sent. */
const sent = (action: string) => act.mock.calls.some((call) => call[1] === action);

/** The page around the view: it keeps the day and applies what the server answered. */
function Day({ day, error, date = null }: { day?: OnsiteMyDay; error?: unknown; date?: string | null }) {
  const [shown, setShown] = useState(day);
  return (
    <FeedbackProvider>
      <MemoryNavigation initialPath="/onsite/work/myDay">
        <MyDay
          title="My Day"
          date={date}
          today="2026-11-27"
          day={shown}
          error={error}
          onRetry={onRetry}
          onDate={onDate}
          // `act` is generic; the mock answers every step.
          api={api as unknown as MyDayJobApi}
          onChanged={(job) =>
            setShown(
              (known) =>
                known && { ...known, jobs: known.jobs.map((each) => (each.id === job.id ? job : each)) },
            )
          }
          loadSignaturePad={() => import('signature_pad').then((module) => module.default)}
        />
      </MemoryNavigation>
    </FeedbackProvider>
  );
}
const onRetry = fn();
const onDate = fn();

const meta = {
  title: 'Console/Onsite service/OnsiteService/MyDay',
  component: Day,
  parameters: {
    viewport: { options: { phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' } } } },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { day: myDay },
  // Work drafts live in this browser's storage: every story starts without one.
  beforeEach: () => {
    for (const job of myDay.jobs) workDrafts().forget(job.id);
  },
} satisfies Meta<typeof Day>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('article', { name }));

/** Nothing is wider than the phone: the page never scrolls sideways. */
const fitsThePhone = async () => {
  await expect(window.innerWidth).toBe(375);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** Theo's day at 375 px: one card per job in ETA order, each with its status and the one step to take. */
export const JobsInEveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Today')).toBeVisible();
    await expect(canvas.getByText('Friday, November 27, 2026')).toBeVisible();
    await expect(canvas.getByText('5 jobs for Theo Marsh')).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((each) => each.getAttribute('aria-label'))).toEqual([
      'OSJ-001201, Luis Ortega',
      'OSJ-001202, Dana Whitfield',
      'OSJ-001203, Mei Chen',
      'OSJ-001204, Dana Whitfield',
      'OSJ-001205, Dana Whitfield',
    ]);

    const completed = card(canvasElement, /OSJ-001201/);
    await expect(completed.getByText('8:00 AM PST')).toBeVisible();
    await expect(completed.getByText('Completed')).toBeVisible();
    await expect(completed.getByText(/Service order, version 1/)).toBeVisible();
    await userEvent.click(completed.getByRole('button', { name: 'Download PDF' }));
    await expect(api.downloadServiceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1201 }),
      expect.objectContaining({ version: 1 }),
    );
    await expect(completed.queryByRole('button', { name: /Start driving|Arrived|Complete$/ })).toBeNull();

    const onSite = card(canvasElement, /OSJ-001202/);
    await expect(onSite.getByText('On site')).toBeVisible();
    await expect(onSite.getByRole('form', { name: 'Work done on OSJ-001202' })).toBeVisible();
    await expect(onSite.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(onSite.getByRole('link', { name: '4120 Telegraph Ave, Oakland, CA 94609' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=4120%20Telegraph%20Ave%2C%20Oakland%2C%20CA%2094609',
    );
    await expect(onSite.getByRole('link', { name: '(510) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5105550142',
    );
    await expect(onSite.getByText('Ridgeway Trail 500 · Serial RW5-001202')).toBeVisible();
    await expect(onSite.getByText(/Motor cuts out under load/)).toBeVisible();

    const enRoute = card(canvasElement, /OSJ-001203/);
    await expect(enRoute.getByText('En route')).toBeVisible();
    await expect(enRoute.getByRole('button', { name: 'Arrived' })).toBeVisible();
    await expect(enRoute.queryByText('Phone')).toBeNull();

    const delayed = card(canvasElement, /OSJ-001204/);
    await expect(delayed.getByText('DELAYED')).toBeVisible();
    await expect(delayed.getByText('Urgent')).toBeVisible();
    await expect(delayed.getByRole('button', { name: 'Start driving' })).toBeVisible();
    await expect(card(canvasElement, /OSJ-001201/).queryByText('DELAYED')).toBeNull();

    const assigned = card(canvasElement, /OSJ-001205/);
    await expect(assigned.getByText('Assigned')).toBeVisible();
    await expect(assigned.queryByText('Unit')).toBeNull();
    await expect(assigned.queryByRole('button', { name: 'Cannot complete' })).toBeNull();
    await fitsThePhone();
  },
};

/** Start driving, then Arrived: the card moves on with the server's answer and shows the work form. */
export const DriveAndArrive: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001205/);
    await userEvent.click(job.getByRole('button', { name: 'Start driving' }));
    await expect(act).toHaveBeenCalledWith(assignedJob.id, 'depart', { version: assignedJob.version });
    await expect(await job.findByText('En route')).toBeVisible();
    await userEvent.click(job.getByRole('button', { name: 'Arrived' }));
    await expect(act).toHaveBeenCalledWith(assignedJob.id, 'arrive', { version: assignedJob.version + 1 });
    await expect(await job.findByRole('form', { name: 'Work done on OSJ-001205' })).toBeVisible();
    await fitsThePhone();
  },
};

/** On site: the customer signs and the job is completed; the card offers the service order it issued. */
export const CompleteTheJob: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001202/);
    await padReady(job);
    await draw(job.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement);
    await userEvent.click(job.getByRole('button', { name: 'Complete' }));
    await expect(await job.findByText('Completed. The service order was issued.')).toBeVisible();
    await expect(sent('work')).toBe(false);
    await expect(act).toHaveBeenCalledWith(onSiteJob.id, 'complete', {
      version: onSiteJob.version,
      resolution: 'Cleaned the speed sensor.',
      signature: '7d9f1b3c-5e7a-4c2e-9f1b-3d5f7a9c1e3b.png',
      signedBy: 'Dana Whitfield',
    });
    await expect(job.getByText(/Service order, version 1 · completed 11:20 AM PST/)).toBeVisible();
    await userEvent.click(job.getByRole('button', { name: 'Download PDF' }));
    await expect(api.downloadServiceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ id: onSiteJob.id }),
      expect.objectContaining({ version: 1 }),
    );
    await expect(job.queryByRole('form', { name: 'Work done on OSJ-001202' })).toBeNull();
    await fitsThePhone();
  },
};

/** Completing without a resolution: the work form's field says so, and nothing is sent. */
export const CompleteNeedsResolution: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001202/);
    await userEvent.clear(job.getByLabelText(/Resolution/));
    await padReady(job);
    await draw(job.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement);
    await userEvent.click(job.getByRole('button', { name: 'Complete' }));
    await expect(await job.findAllByText('Record the resolution before completing.')).toHaveLength(2);
    await expect(sent('complete')).toBe(false);
  },
};

/** Changed parts are saved before completing, so the service order prints what the form shows. */
export const CompleteSavesTheWorkFirst: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001202/);
    await userEvent.click(job.getByRole('button', { name: 'Remove part 1' }));
    await padReady(job);
    await draw(job.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement);
    await userEvent.click(job.getByRole('button', { name: 'Complete' }));
    await expect(await job.findByText('Completed. The service order was issued.')).toBeVisible();
    await expect(act).toHaveBeenCalledWith(onSiteJob.id, 'work', {
      version: onSiteJob.version,
      resolution: 'Cleaned the speed sensor.',
      parts: [],
      photos: onSiteJob.photos,
    });
  },
};

/** A step refused because the job moved on meanwhile: the card says so and the day is loaded again. */
export const StepRefused: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001204/);
    await userEvent.click(job.getByRole('button', { name: 'Start driving' }));
    await expect(
      await job.findByText('This job was changed meanwhile. Reload it and try again.'),
    ).toBeVisible();
    await expect(onRetry).toHaveBeenCalled();
    await expect(job.getByText('Assigned')).toBeVisible();
  },
};

/** Cannot complete needs a reason; once given, the job says why it was not completed. */
export const CannotComplete: Story = {
  play: async ({ canvasElement }) => {
    const job = card(canvasElement, /OSJ-001203/);
    await userEvent.click(job.getByRole('button', { name: 'Cannot complete' }));
    await userEvent.click(job.getByRole('button', { name: 'Confirm: cannot complete' }));
    await expect(await job.findByText('This field is required.')).toBeVisible();
    await expect(sent('cannotComplete')).toBe(false);
    await userEvent.type(job.getByLabelText(/Why can the job not be completed/), 'Customer not at home.');
    await userEvent.click(job.getByRole('button', { name: 'Confirm: cannot complete' }));
    await expect(act).toHaveBeenCalledWith(enRouteJob.id, 'cannotComplete', {
      version: enRouteJob.version,
      reason: 'Customer not at home.',
    });
    await expect(await job.findByText('Cannot complete')).toBeVisible();
    await expect(job.getByText('Customer not at home.')).toBeVisible();
    await expect(job.queryByRole('button', { name: 'Arrived' })).toBeNull();
  },
};

/** The days around: the switcher asks for yesterday and tomorrow; another day offers the way back. */
export const SwitchDays: Story = {
  args: { day: emptyDay, date: '2026-11-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tomorrow')).toBeVisible();
    await expect(canvas.getByText('Saturday, November 28, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '‹ Previous day' }));
    await expect(onDate).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Next day ›' }));
    await expect(onDate).toHaveBeenLastCalledWith('2026-11-29');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to today' }));
    await expect(onDate).toHaveBeenLastCalledWith(null);
  },
};

export const EmptyDay: Story = {
  args: { day: emptyDay, date: '2026-11-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No jobs tomorrow.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await fitsThePhone();
  },
};

export const Loading: Story = {
  args: { day: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your jobs…');
    await expect(canvas.getByText('Today')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { day: undefined, error: new HttpError('Network Error', { code: 0, network: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your day could not be loaded. Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalled();
    await fitsThePhone();
  },
};

/** A reload that failed keeps the cards, so nothing typed in them is lost. */
export const ReloadFailedKeepsTheDay: Story = {
  args: { error: new HttpError('Network Error', { code: 0, network: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your day could not be loaded. Network Error')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** A brand user who is not a technician: the server's sentence and the way to the flight board. */
export const NotATechnician: Story = {
  args: {
    day: undefined,
    error: refusal(403, 'Only technicians have a day of jobs: your employee record is not a technician.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Only technicians have a day of jobs: your employee record is not a technician.',
    );
    await expect(alert).toHaveTextContent('My day lists the onsite jobs assigned to you as a technician.');
    await expect(within(alert).getByRole('link', { name: 'Open the flight board' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard',
    );
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(fitsThePhone);
  },
};
