import type { OnsiteJobDetail, OnsiteJobDraft } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { JobForm, type JobFormBrand } from './JobForm';
import { cannotCompleteJob, draftFromClaim, settings } from './jobs.fixtures';

interface FormProps {
  job?: OnsiteJobDetail;
  draft?: OnsiteJobDraft | null;
  brand: JobFormBrand;
  now: Date;
  onSave: (body: unknown) => Promise<unknown>;
  onCancel: () => void;
}

/** The form for a new job, or for an existing one's details when a job is given. */
function Form({ job, draft, onSave, ...rest }: FormProps) {
  return job ? (
    <JobForm {...rest} job={job} onSave={onSave} />
  ) : (
    <JobForm {...rest} draft={draft} onSave={onSave} />
  );
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/JobForm',
  component: Form,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    brand: { state: 'CA', timezone: 'America/Los_Angeles', slaHours: settings.slaHours },
    // 09:00 in California.
    now: new Date('2026-11-27T17:00:00.000Z'),
    onSave: fn((_body: unknown): Promise<unknown> => Promise.resolve()),
    onCancel: fn(),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const fillPlace = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Name/), 'Mei Chen');
  await userEvent.type(canvas.getByLabelText(/Street address/), '77 Pine St');
  await userEvent.type(canvas.getByLabelText(/City/), 'Davis');
  await userEvent.type(canvas.getByLabelText(/ZIP code/), '95616');
};

/** Nothing filled in: each required field says what it needs; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await expect(await canvas.findByText('Choose a service type.')).toBeVisible();
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(3);
    await expect(canvas.getByText('Enter a ZIP code such as 94107 or 94107-1234.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Until/), '12:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await expect(await canvas.findByText('Choose until when the customer can be visited.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The state and time zone start as the brand's; the due time follows the priority from the brand's SLA. */
export const DueTimeFromPriority: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveTextContent('California');
    await expect(canvas.getByRole('combobox', { name: /Time zone/ })).toHaveTextContent('Pacific');
    await expect(canvas.getByText('Due by 2026-11-30 09:00 PST')).toBeVisible();
    await choose(canvasElement, /Priority/, 'Urgent');
    await expect(canvas.getByText('Due by 2026-11-27 13:00 PST')).toBeVisible();
    await fillPlace(canvasElement);
    await choose(canvasElement, /Service type/, 'Diagnosis');
    await userEvent.type(canvas.getByLabelText(/Serial number/), 'RW-TR5-000999');
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        serialNumber: 'RW-TR5-000999',
        customer: {
          name: 'Mei Chen',
          address: '77 Pine St',
          city: 'Davis',
          state: 'CA',
          zip: '95616',
          timezone: 'America/Los_Angeles',
        },
        serviceType: 'diagnosis',
        priority: 'urgent',
      }),
    );
  },
};

/** A refusal naming a field shows on it; one naming none shows above the button. Nothing typed is lost. */
export const ServerErrors: Story = {
  args: {
    // Davis's ZIP is refused on its field; any other answer is a refusal of the whole request.
    onSave: fn(
      (body: unknown): Promise<unknown> =>
        Promise.reject(
          (body as { customer: { zip: string } }).customer.zip === '95616'
            ? refusal(400, 'Invalid request.', {
                fields: { 'body.customer.zip': 'This ZIP code is not in California.' },
              })
            : refusal(403, 'Only the company’s owner or a manager can do this.'),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPlace(canvasElement);
    await choose(canvasElement, /Service type/, 'Repair');
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await expect(await canvas.findByText('This ZIP code is not in California.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/ZIP code/));
    await userEvent.type(canvas.getByLabelText(/ZIP code/), '95618');
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await expect(await canvas.findByText('Only the company’s owner or a manager can do this.')).toBeVisible();
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('Mei Chen');
  },
};

/** From a claim: its customer, unit and serial are filled in, and the claim travels with the job. */
export const FromClaim: Story = {
  args: { draft: draftFromClaim },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('CLM-000031')).toBeVisible();
    await expect(canvas.getByText('RW-TR5-000417')).toBeVisible();
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('Dana Whitfield');
    await expect(canvas.getByLabelText(/Description/)).toHaveValue('Motor cuts out on hills.');
    await userEvent.type(canvas.getByLabelText(/Street address/), '1200 Grand Ave');
    await userEvent.type(canvas.getByLabelText(/City/), 'Oakland');
    await userEvent.type(canvas.getByLabelText(/ZIP code/), '94610');
    await userEvent.click(canvas.getByRole('button', { name: 'Create job' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          claimId: 31,
          productId: 7,
          serialNumber: 'RW-TR5-000417',
          serviceType: 'repair',
          description: 'Motor cuts out on hills.',
        }),
      ),
    );
  },
};

/** The details of an existing job: a sub-status may be set; emptied texts are cleared; its version is sent. */
export const EditDetails: Story = {
  args: { job: cannotCompleteJob },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit OSJ-000123' })).toBeVisible();
    await expect(canvas.queryByText("Requested window (customer's clock)")).toBeNull();
    const subStatus = canvas.getByLabelText(/Sub-status/);
    await expect(subStatus).toHaveValue('waiting for part');
    await userEvent.clear(subStatus);
    await userEvent.clear(canvas.getByLabelText(/Territory/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ version: 4, subStatus: null, territory: null, priority: 'high' }),
      ),
    );
  },
};
