import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { ReasonForm } from './ReasonForm';

const meta = {
  title: 'Console/Onsite service/OnsiteService/ReasonForm',
  component: ReasonForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: { kind: 'cancel', jobNumber: 'OSJ-000123', onSend: fn(() => Promise.resolve()), onBack: fn() },
} satisfies Meta<typeof ReasonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason is required; blanks do not count. */
export const CancelNeedsAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Why cancel/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel job' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Why cancel/), 'Duplicate of OSJ-000122.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('Duplicate of OSJ-000122.'));
  },
};

/** Issuing the service order again: the server's refusal shows above the button. */
export const ServiceOrderRefused: Story = {
  args: {
    kind: 'serviceOrder',
    onSend: fn(() => Promise.reject(refusal(409, 'Only a completed job has a service order.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Issue a new version: OSJ-000123' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Why issue a new version/), 'Wrong part code.');
    await userEvent.click(canvas.getByRole('button', { name: 'Issue a new version' }));
    await expect(await canvas.findByText('Only a completed job has a service order.')).toBeVisible();
  },
};
