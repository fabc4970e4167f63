import type { StatementPreview } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IssueStatementDialog } from './IssueStatementDialog';

const brands = [
  { id: 2, name: 'Voltline Bikes' },
  { id: 3, name: 'Ridgeway E-Bikes' },
];

const previews: Record<number, StatementPreview> = {
  2: { brandId: 2, brandName: 'Voltline Bikes', unbilledCents: 243_050, unbilledClaims: 3, hasCard: true },
  3: { brandId: 3, brandName: 'Ridgeway E-Bikes', unbilledCents: 0, unbilledClaims: 0, hasCard: false },
};

const meta = {
  title: 'Console/Money/Billing/IssueStatementDialog',
  component: IssueStatementDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    brands,
    loadPreview: fn(async (brandId: number) => previews[brandId] as StatementPreview),
    onIssue: fn(async () => {}),
  },
} satisfies Meta<typeof IssueStatementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pick(name: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Issue a statement now' }));
  await userEvent.click(dialog.getByRole('combobox', { name: 'Brand' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  return dialog;
}

/** The brand's amount so far, then issue: the dialog closes once it is done. */
export const Issue: Story = {
  play: async ({ args }) => {
    const dialog = await pick('Voltline Bikes');
    await expect(
      await dialog.findByText('Voltline Bikes owes $2,430.50 for 3 claims not on a statement yet.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Issue and charge' }));
    await expect(args.onIssue).toHaveBeenCalledWith(2);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Nothing to bill: the button stays off. */
export const NothingToBill: Story = {
  play: async ({ args }) => {
    const dialog = await pick('Ridgeway E-Bikes');
    await expect(
      await dialog.findByText('Ridgeway E-Bikes owes nothing that is not on a statement already.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Issue and charge' })).toBeDisabled();
    await expect(args.onIssue).not.toHaveBeenCalled();
  },
};

/** A brand without a card: the statement will wait for one. */
export const NoCardOnFile: Story = {
  args: {
    loadPreview: fn(
      async (_brandId: number): Promise<StatementPreview> => ({
        ...(previews[2] as StatementPreview),
        hasCard: false,
      }),
    ),
  },
  play: async () => {
    const dialog = await pick('Voltline Bikes');
    await expect(
      await dialog.findByText('It has no card on file: the statement will wait for one.'),
    ).toBeVisible();
  },
};
