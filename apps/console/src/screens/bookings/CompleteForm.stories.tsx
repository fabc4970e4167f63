import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompleteForm } from './CompleteForm';

const meta = {
  title: 'Console/Bookings/Bookings/CompleteForm',
  component: CompleteForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    reference: 'BK-7Q2M01',
    codeIssued: true,
    onComplete: fn(() => Promise.resolve()),
    onBack: fn(),
  },
} satisfies Meta<typeof CompleteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is checked as the contract says first (6 letters and digits), then sent in capitals. */
export const ChecksTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText(/Pickup code/);
    await userEvent.type(code, 'k7p');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await expect(await canvas.findByText('The pickup code has 6 letters and digits.')).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(code, '2qx');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith({ pickupCode: 'K7P2QX' }));
  },
};

/** A wrong code: the server's field error shows on the code field, and what was typed stays. */
export const WrongCode: Story = {
  args: {
    onComplete: fn(() =>
      Promise.reject(
        new HttpError('The pickup code does not match.', {
          code: 422,
          status: 422,
          data: {
            code: 422,
            msg: 'The pickup code does not match.',
            data: { fields: { 'body.pickupCode': 'This is not the code issued at check-in.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Pickup code/), 'AAAAAA');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await expect(await canvas.findByText('This is not the code issued at check-in.')).toBeVisible();
    await expect(canvas.getByLabelText(/Pickup code/)).toHaveValue('AAAAAA');
  },
};

/** No code was issued: completing asks for none. */
export const NoCode: Story = {
  args: { codeIssued: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No pickup code was issued for this booking.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith({}));
  },
};
