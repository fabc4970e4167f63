import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { JobFormFromClaim } from './JobFormFromClaim';
import { brandDetails, draftFromClaim, newJob, settings } from './jobs.fixtures';
import { OnsiteStoryScreen, ok } from './onsiteService.testing';

/** Claim 31 has no job yet; claim 32 has OSJ-000118; claim 33 cannot be read. */
const http = {
  get: fn((url: string) => {
    if (url === '/onsite/jobs/fromClaim/31') return ok(draftFromClaim);
    if (url === '/onsite/jobs/fromClaim/32') {
      return ok({ ...draftFromClaim, existingJob: { id: 118, number: 'OSJ-000118' } });
    }
    if (url === '/company/details') return ok(brandDetails);
    if (url === '/onsite/settings') return ok(settings);
    return Promise.reject(refusal(403, 'Onsite service is not enabled for this company.'));
  }),
  post: fn(() => ok(newJob)),
  put: fn(),
  request: fn(),
  downloadFile: fn(),
};
const navigated = fn();

function Claim({ claimId }: { claimId: number }) {
  return (
    <OnsiteStoryScreen http={http} path="/warranty/detail?id=12&claim=31" onNavigate={navigated}>
      <JobFormFromClaim claimId={claimId} />
    </OnsiteStoryScreen>
  );
}

const meta = {
  title: 'Console/Onsite service/OnsiteService/JobFormFromClaim',
  component: Claim,
  args: { claimId: 31 },
} satisfies Meta<typeof Claim>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form opens with the claim's customer and unit; the made job opens on the flight board. */
export const CreateFromClaim: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create onsite job' }));
    const drawer = await screen.findByRole('dialog', { name: 'Onsite job for CLM-000031' });
    const form = await within(drawer).findByRole('form', { name: 'New onsite job' });
    await expect(within(form).getByLabelText(/Name/)).toHaveValue('Dana Whitfield');
    await userEvent.type(within(form).getByLabelText(/Street address/), '1200 Grand Ave');
    await userEvent.type(within(form).getByLabelText(/City/), 'Oakland');
    await userEvent.type(within(form).getByLabelText(/ZIP code/), '94610');
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/onsite/jobs',
        expect.objectContaining({ claimId: 31, serialNumber: 'RW-TR5-000417' }),
        { silent: true, headers: { 'Idempotency-Key': expect.any(String) } },
      ),
    );
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('/onsite/work/flightBoard?job=123'));
  },
};

/** A claim that has a job already links to it instead. */
export const ExistingJob: Story = {
  args: { claimId: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Onsite job OSJ-000118' })).toHaveAttribute(
      'href',
      '/onsite/work/flightBoard?job=118',
    );
    await expect(canvas.queryByRole('button', { name: 'Create onsite job' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { claimId: 33 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Onsite jobs of this claim could not be loaded.'),
    ).toBeVisible();
  },
};
