import { type ReminderRule, reminderRule } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../../shared/formErrors.logic';
import { RemindersEditor } from './RemindersEditor';

const schema = z.strictObject({ reminders: z.array(reminderRule).max(5) });

/** A form holding an event type's reminders, as the event type form does. */
function Harness({
  start,
  onSave,
}: {
  start: ReminderRule[];
  onSave: (values: { reminders: ReminderRule[] }) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema, { error: plainIssue }),
    defaultValues: { reminders: start },
  });
  return (
    <form noValidate aria-label="Reminders" onSubmit={handleSubmit(onSave)}>
      <RemindersEditor control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Bookings/EventSettings/RemindersEditor',
  component: Harness,
  args: { start: [{ offsetMinutes: 1440, channel: 'email' }], onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const reminder = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('group', { name: `Reminder ${n}` }));

/** A day-before e-mail and a new SMS two hours before; each offset reads back in days and hours. */
export const AddSms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(reminder(canvasElement, 1).getByText('1 d before the start')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add reminder' }));
    const second = reminder(canvasElement, 2);
    const offset = second.getByRole('textbox', { name: 'Minutes before' });
    await userEvent.clear(offset);
    await userEvent.type(offset, '120');
    await expect(second.getByText('2 h before the start')).toBeVisible();
    await userEvent.click(second.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          reminders: [
            { offsetMinutes: 1440, channel: 'email' },
            { offsetMinutes: 120, channel: 'sms' },
          ],
        },
        expect.anything(),
      ),
    );
  },
};

/** Less than 5 minutes before is refused in the contract's words; a rule can be removed. */
export const TooClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const offset = reminder(canvasElement, 1).getByRole('textbox', { name: 'Minutes before' });
    await userEvent.clear(offset);
    await userEvent.type(offset, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(offset).toHaveAccessibleDescription(expect.stringContaining('At least 5 minutes before.')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reminder 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ reminders: [] }, expect.anything()));
  },
};

/** Five reminders at most: the add button says no more. */
export const AtMostFive: Story = {
  args: {
    start: [60, 120, 240, 720, 1440].map((offsetMinutes) => ({ offsetMinutes, channel: 'email' as const })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add reminder' })).toBeDisabled();
  },
};
