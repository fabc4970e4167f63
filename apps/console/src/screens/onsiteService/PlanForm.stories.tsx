import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { dispatchDay, jobIn } from './jobs.fixtures';
import { PlanForm } from './PlanForm';

const meta = {
  title: 'Console/Onsite service/OnsiteService/PlanForm',
  component: PlanForm,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </QueryClientProvider>
    ),
  ],
  args: {
    // Planned for 10:00–11:30 PST on 2026-11-27, no technician yet.
    job: jobIn('scheduled'),
    mode: 'assign',
    today: '2026-11-27',
    loadDay: fn((date: string) => Promise.resolve(dispatchDay(date))),
    onSave: fn(() => Promise.resolve()),
    onBack: fn(),
  },
} satisfies Meta<typeof PlanForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const warnings = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('status', { name: 'Warnings' });

/**
 * The day shows each technician's hours and jobs; Tess already has two jobs at that time: a warning, not a
 * block, and the assignment goes out with the plan.
 */
export const OverlapWarning: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const day = await canvas.findByRole('list', { name: 'Technicians that day' });
    await expect(day).toHaveTextContent('Tess Torres08:00–17:00 · booked 2 h 30 min of 9 h');
    await expect(day).toHaveTextContent('09:00–10:30 OSJ-000201 (Oakland)');
    await expect(day).toHaveTextContent('Kai Nakamura08:00–17:00 · booked 0 min of 9 h');
    await expect(warnings(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Tess Torres' }));
    await expect(warnings(canvasElement)).toHaveTextContent(
      'Overlaps OSJ-000201 (09:00–10:30) of this technician.',
    );
    await expect(warnings(canvasElement)).toHaveTextContent(
      'Overlaps OSJ-000202 (10:00–11:00) of this technician.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        action: 'assign',
        body: {
          version: 4,
          technicianEmployeeId: 81,
          scheduledStart: '2026-11-27T18:00:00.000Z',
          durationMinutes: 90,
        },
      }),
    );
    await expect(args.loadDay).toHaveBeenCalledWith('2026-11-27', 123);
  },
};

/** Kai works until 17:00: a job from 16:30 for 90 minutes runs past it. */
export const OutOfHoursWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Technicians that day' });
    await userEvent.click(canvas.getByRole('combobox', { name: /Technician/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kai Nakamura' }));
    await expect(warnings(canvasElement)).toBeEmptyDOMElement();
    const eta = canvas.getByLabelText(/ETA \(PST\)/);
    await userEvent.clear(eta);
    await userEvent.type(eta, '16:30');
    await expect(warnings(canvasElement)).toHaveTextContent(
      "Falls outside the technician's working hours that day.",
    );
  },
};

/** Placed from the dispatch grid on Omar's day off: the technician and day come prefilled. */
export const DayOffWarning: Story = {
  args: { initialTechnicianId: 82, initialDate: '2026-11-28' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Technician/ })).toHaveTextContent('Omar Diaz'),
    );
    await waitFor(() =>
      expect(warnings(canvasElement)).toHaveTextContent('The technician does not work that day.'),
    );
    await expect(args.loadDay).toHaveBeenCalledWith('2026-11-28', 123);
  },
};

/** No technician, no time, too short: each field says so, nothing is sent. */
export const Validation: Story = {
  args: { job: jobIn('confirmed') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/Duration/));
    await userEvent.type(canvas.getByLabelText(/Duration/), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByText('Choose a technician.')).toBeVisible();
    await expect(canvas.getByText('Choose the ETA.')).toBeVisible();
    await expect(canvas.getByText('At least 15 minutes.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Rescheduling an assigned job: the technician may be released; their day is checked while kept. */
export const RescheduleAndRelease: Story = {
  args: { job: jobIn('assigned'), mode: 'reschedule' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: /Technician/ })).toBeNull();
    await waitFor(() => expect(warnings(canvasElement)).toHaveTextContent('Overlaps OSJ-000201'));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Release Tess Torres/ }));
    await expect(warnings(canvasElement)).toBeEmptyDOMElement();
    await userEvent.type(canvas.getByLabelText(/Reason/), 'Customer asked for the afternoon.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        action: 'reschedule',
        body: {
          version: 4,
          scheduledStart: '2026-11-27T18:00:00.000Z',
          durationMinutes: 90,
          technicianEmployeeId: null,
          reason: 'Customer asked for the afternoon.',
        },
      }),
    );
  },
};

/** The server's refusal shows above the button (a technician who left the company). */
export const Refused: Story = {
  args: {
    initialTechnicianId: 83,
    onSave: fn(() => Promise.reject(refusal(422, 'Kai Nakamura is not an active technician of the brand.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(
      await canvas.findByText('Kai Nakamura is not an active technician of the brand.'),
    ).toBeVisible();
  },
};

export const DayLoadFailed: Story = {
  args: { loadDay: fn((_date: string) => Promise.reject(new Error('Network Error'))) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("The technicians' day could not be loaded."),
    ).toBeVisible();
  },
};
