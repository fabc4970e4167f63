import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormMoney } from './FormMoney';

interface Values {
  feeCents: number;
  capCents: number | null;
}

/** Two money fields on one form: a required fee and an optional cap; Save hands the values in cents. */
function Harness({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { feeCents: 2_500, capCents: null } });
  return (
    <form aria-label="Money" onSubmit={handleSubmit(onSave)}>
      <FormMoney control={control} name="feeCents" label="Handling fee (USD)" required />
      <FormMoney
        control={control}
        name="capCents"
        label="Claim cap (USD)"
        empty={null}
        placeholder="No cap"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Shared/FormMoney',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cents shown as dollars; typed dollars (with $ and commas) stored as whole cents; emptied cap is null. */
export const DollarsInCentsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fee = canvas.getByRole('textbox', { name: 'Handling fee (USD)' });
    await expect(fee).toHaveValue('25.00');
    await expect(canvas.getByRole('textbox', { name: 'Claim cap (USD)' })).toHaveValue('');
    await userEvent.clear(fee);
    await userEvent.type(fee, '$1,234.5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Claim cap (USD)' }), '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { feeCents: 123_450, capCents: 150_000 },
      expect.anything(),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Claim cap (USD)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      { feeCents: 123_450, capCents: null },
      expect.anything(),
    );
  },
};
