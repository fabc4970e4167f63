import { type WeeklyHours, weeklyHours } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../formErrors.logic';
import { CLOSED_WEEK } from './hours.logic';
import { OpeningHoursEditor } from './OpeningHoursEditor';

const schema = z.strictObject({ hours: weeklyHours });

interface HarnessProps {
  start?: WeeklyHours;
  onSave: (values: { hours: WeeklyHours }) => void;
  /** A message the "server" puts on Wednesday's first closing time when the form is sent. */
  serverError?: string;
}

/** A form holding a week of opening hours, as a shop's form does. */
function Harness({ start = CLOSED_WEEK, onSave, serverError }: HarnessProps) {
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema, { error: plainIssue }),
    defaultValues: { hours: start },
  });
  const submit = handleSubmit((values) => {
    if (serverError) setError('hours.wed.0.closes', { type: 'server', message: serverError });
    else onSave(values);
  });
  return (
    <form noValidate aria-label="Hours" onSubmit={submit}>
      <OpeningHoursEditor control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Shared/OpeningHoursEditor',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** Hours added to Monday (a lunch break), copied onto Tuesday and Wednesday; the other days stay closed. */
export const SetAWeek: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const monday = day(canvasElement, 'Monday');
    await expect(monday.getByText('Closed')).toBeVisible();
    await userEvent.click(monday.getByRole('button', { name: 'Add hours to Monday' }));
    await expect(monday.getByRole('textbox', { name: 'Monday period 1 opens' })).toHaveValue('09:00');
    const closes = monday.getByRole('textbox', { name: 'Monday period 1 closes' });
    await userEvent.clear(closes);
    await userEvent.type(closes, '12:30');
    await userEvent.click(monday.getByRole('button', { name: 'Add hours to Monday' }));
    await expect(monday.getByRole('textbox', { name: 'Monday period 2 opens' })).toHaveValue('13:30');
    await expect(monday.getByRole('textbox', { name: 'Monday period 2 closes' })).toHaveValue('15:30');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy to… (Monday)' }));
    const dialog = within(await screen.findByRole('dialog', { name: "Copy Monday's hours" }));
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Wednesday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      day(canvasElement, 'Wednesday').getByRole('textbox', { name: 'Wednesday period 2 closes' }),
    ).toHaveValue('15:30');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const lunch = [
      { opens: '09:00', closes: '12:30' },
      { opens: '13:30', closes: '15:30' },
    ];
    await expect(args.onSave).toHaveBeenCalledWith({
      hours: { ...CLOSED_WEEK, mon: lunch, tue: lunch, wed: lunch },
    });
  },
};

/** Overlapping periods, a closing time before the opening time and a time not HH:MM: each time says so. */
export const Invalid: Story = {
  args: {
    start: {
      ...CLOSED_WEEK,
      mon: [
        { opens: '09:00', closes: '13:00' },
        { opens: '12:00', closes: '18:00' },
      ],
      tue: [{ opens: '18:00', closes: '10:00' }],
      thu: [{ opens: '9am', closes: '17:00' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      day(canvasElement, 'Monday').getByRole('textbox', { name: 'Monday period 2 opens' }),
    ).toHaveAccessibleDescription('Opening periods must be in order and must not overlap.');
    await expect(
      day(canvasElement, 'Tuesday').getByRole('textbox', { name: 'Tuesday period 1 closes' }),
    ).toHaveAccessibleDescription('The closing time must come after the opening time.');
    await expect(
      day(canvasElement, 'Thursday').getByRole('textbox', { name: 'Thursday period 1 opens' }),
    ).toHaveAccessibleDescription('Enter a time as HH:MM, from 00:00 to 24:00.');
    await expect(
      day(canvasElement, 'Monday').getByRole('textbox', { name: 'Monday period 1 opens' }),
    ).not.toHaveAttribute('aria-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A day holds four periods at most; removing the last one closes it. */
export const FourAtMostAndRemove: Story = {
  args: {
    start: {
      ...CLOSED_WEEK,
      fri: [
        { opens: '08:00', closes: '10:00' },
        { opens: '11:00', closes: '13:00' },
        { opens: '14:00', closes: '16:00' },
      ],
      sat: [{ opens: '10:00', closes: '14:00' }],
    },
  },
  play: async ({ canvasElement }) => {
    const friday = day(canvasElement, 'Friday');
    await userEvent.click(friday.getByRole('button', { name: 'Add hours to Friday' }));
    await expect(friday.getByRole('textbox', { name: 'Friday period 4 opens' })).toHaveValue('17:00');
    await expect(friday.queryByRole('button', { name: 'Add hours to Friday' })).toBeNull();
    const saturday = day(canvasElement, 'Saturday');
    await userEvent.click(saturday.getByRole('button', { name: 'Remove Saturday period 1' }));
    await expect(saturday.getByText('Closed')).toBeVisible();
  },
};

/** A refusal the server names on one time shows on that time. */
export const ServerError: Story = {
  args: {
    start: { ...CLOSED_WEEK, wed: [{ opens: '10:00', closes: '18:00' }] },
    serverError: 'The shop closes before its last booking ends.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      day(canvasElement, 'Wednesday').getByRole('textbox', { name: 'Wednesday period 1 closes' }),
    ).toHaveAccessibleDescription('The shop closes before its last booking ends.');
  },
};
