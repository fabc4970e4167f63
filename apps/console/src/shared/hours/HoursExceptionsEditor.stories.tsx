import { hoursExceptions } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../formErrors.logic';
import { type ExceptionDraft, HoursExceptionsEditor } from './HoursExceptionsEditor';

const schema = z.strictObject({ exceptions: hoursExceptions });

interface HarnessProps {
  start?: ExceptionDraft[];
  onSave: (values: z.infer<typeof schema>) => void;
  /** A message the "server" puts on the first exception's date when the form is sent. */
  serverError?: string;
}

/** A form holding a place's dated exceptions, as a shop's form does. */
function Harness({ start = [], onSave, serverError }: HarnessProps) {
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema, { error: plainIssue }),
    defaultValues: { exceptions: start },
  });
  const submit = handleSubmit((values) => {
    if (serverError) setError('exceptions.0.date', { type: 'server', message: serverError });
    else onSave(values);
  });
  return (
    <form noValidate aria-label="Exceptions" onSubmit={submit}>
      <HoursExceptionsEditor control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Shared/HoursExceptionsEditor',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const exception = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('group', { name: `Exception ${n}` }));

/** Picks the day `ahead` days after the one the calendar opens on. */
async function pickDay(group: ReturnType<typeof exception>, ahead: number) {
  await userEvent.click(group.getByRole('combobox', { name: 'Date' }));
  await screen.findByRole('grid');
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/\d{4}/));
  await userEvent.keyboard(`${'{ArrowRight}'.repeat(ahead)}{Enter}`);
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

/** A closed day with a note, and a day open at other hours: the form hands the contract's exceptions. */
export const AddClosedAndSpecialHours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No exceptions: the regular week applies every day.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add exception' }));
    const first = exception(canvasElement, 1);
    await expect(first.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
    await pickDay(first, 1);
    await userEvent.type(first.getByRole('textbox', { name: 'Note' }), 'Inventory day');

    await userEvent.click(canvas.getByRole('button', { name: 'Add exception' }));
    const second = exception(canvasElement, 2);
    await pickDay(second, 2);
    await userEvent.click(second.getByRole('checkbox', { name: 'Closed all day' }));
    const closes = second.getByRole('textbox', { name: 'Exception 2 period 1 closes' });
    await userEvent.clear(closes);
    await userEvent.type(closes, '21:00');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [{ exceptions }] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [z.infer<typeof schema>];
    await expect(exceptions).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), closed: true, hours: [], note: 'Inventory day' },
      {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        closed: false,
        hours: [{ opens: '09:00', closes: '21:00' }],
      },
    ]);
    await expect((exceptions[0]?.date ?? '') < (exceptions[1]?.date ?? '')).toBe(true);
  },
};

/** The same date twice, and an exception with no date: each says what is wrong with it. */
export const Invalid: Story = {
  args: {
    start: [
      { date: '2031-07-04', closed: true, hours: [], note: 'Independence Day' },
      { date: '2031-07-04', closed: false, hours: [{ opens: '10:00', closes: '14:00' }], note: '' },
      { date: '', closed: true, hours: [], note: '' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      exception(canvasElement, 2).getByRole('combobox', { name: 'Date' }),
    ).toHaveAccessibleDescription('This date already has an exception.');
    await expect(
      exception(canvasElement, 3).getByRole('combobox', { name: 'Date' }),
    ).toHaveAccessibleDescription('Choose a date.');
    await expect(exception(canvasElement, 1).getByRole('combobox', { name: 'Date' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Removing an exception takes it out of what is saved. */
export const Remove: Story = {
  args: {
    start: [
      { date: '2031-11-27', closed: true, hours: [], note: 'Thanksgiving' },
      { date: '2031-12-24', closed: false, hours: [{ opens: '10:00', closes: '14:00' }], note: '' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Exception 1' }));
    await expect(exception(canvasElement, 1).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      exceptions: [{ date: '2031-12-24', closed: false, hours: [{ opens: '10:00', closes: '14:00' }] }],
    });
  },
};

/** A refusal the server names on an exception's date shows on that date. */
export const ServerError: Story = {
  args: {
    start: [{ date: '2031-11-27', closed: true, hours: [], note: '' }],
    serverError: 'This date has passed.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      exception(canvasElement, 1).getByRole('combobox', { name: 'Date' }),
    ).toHaveAccessibleDescription('This date has passed.');
  },
};
