import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AssignForm } from './AssignForm';

const meta = {
  title: 'Console/Bookings/Bookings/AssignForm',
  component: AssignForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    reference: 'BK-7Q2M01',
    employees: [
      { id: 71, name: 'Rita Retail' },
      { id: 72, name: 'Tom Tech' },
    ],
    assignedEmployeeId: 71,
    internalNotes: 'Prefers the medium frame.',
    onSave: fn(() => Promise.resolve()),
    onBack: fn(),
  },
} satisfies Meta<typeof AssignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another employee takes the booking; the notes are kept. */
export const Reassign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Internal notes')).toHaveValue('Prefers the medium frame.');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tom Tech' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        assignedEmployeeId: 72,
        internalNotes: 'Prefers the medium frame.',
      }),
    );
  },
};

/** Cleared: anyone at the shop; empty notes are removed. */
export const Unassign: Story = {
  args: { internalNotes: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /clear/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ assignedEmployeeId: null, internalNotes: null }),
    );
  },
};
