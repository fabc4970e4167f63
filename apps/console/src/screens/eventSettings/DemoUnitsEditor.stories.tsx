import { type DemoUnit, demoUnit } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../../shared/formErrors.logic';
import { DemoUnitsEditor } from './DemoUnitsEditor';

const schema = z.strictObject({ demoUnits: z.array(demoUnit).max(100) });

/** A form holding a test ride's demo bikes, as the event type form does. */
function Harness({
  start,
  capacity,
  onSave,
}: {
  start: DemoUnit[];
  capacity: number;
  onSave: (values: { demoUnits: DemoUnit[] }) => void;
}) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema, { error: plainIssue }),
    defaultValues: { demoUnits: start },
  });
  return (
    <form noValidate aria-label="Demo units" onSubmit={handleSubmit(onSave)}>
      <DemoUnitsEditor control={control} capacity={capacity} />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Bookings/EventSettings/DemoUnitsEditor',
  component: Harness,
  args: { start: [], capacity: 4, onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two bikes for four seats: the editor says a slot then offers two; a serial is required. */
export const AddBikes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No demo bikes: the seats per slot alone decide how many can book.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add demo unit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add demo unit' }));
    await expect(canvas.getByText('2 bikes for 4 seats: a slot offers at most 2.')).toBeVisible();
    const first = within(canvas.getByRole('group', { name: 'Demo unit 1' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Serial' }), 'VL-001');
    await userEvent.type(first.getByRole('textbox', { name: 'Bike' }), 'City M');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const second = within(canvas.getByRole('group', { name: 'Demo unit 2' }));
    await waitFor(() =>
      expect(second.getByRole('textbox', { name: 'Serial' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(second.getByRole('textbox', { name: 'Serial' }), 'VL-002');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { demoUnits: [{ serial: 'VL-001', label: 'City M' }, { serial: 'VL-002' }] },
        expect.anything(),
      ),
    );
  },
};

/** As many bikes as seats: each check-in hands one out; removing one says so again. */
export const EnoughBikes: Story = {
  args: { start: [{ serial: 'VL-001' }, { serial: 'VL-002' }], capacity: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 bikes, one handed out at each check-in.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove demo unit 2' }));
    await expect(canvas.getByText('1 bike for 2 seats: a slot offers at most 1.')).toBeVisible();
  },
};
