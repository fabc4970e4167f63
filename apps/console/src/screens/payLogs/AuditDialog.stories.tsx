import type { PayLogAuditBody } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { refusal } from '../../shared/testing/storyFixtures';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { AuditDialog } from './AuditDialog';
import { pendingByAda, pendingByFinance } from './payLogs.fixtures';

const meta = {
  title: 'Console/Money/PayLogs/AuditDialog',
  component: AuditDialog,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    log: pendingByFinance,
    words: { statusOptions: payLogStatusOptions([]), categoryOptions: categoryEntries },
    onAudit: fn((_body: PayLogAuditBody) => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof AuditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const auditDialog = async (id: number) =>
  within(await screen.findByRole('dialog', { name: `Audit payment log #${id}` }));

/** What is audited, then Approve: the decision goes out with an optional note. */
export const Approve: Story = {
  play: async ({ args }) => {
    const dialog = await auditDialog(41);
    await expect(dialog.getByText('Voltline Bikes')).toBeInTheDocument();
    await expect(dialog.getByText('+$1,500.00')).toBeInTheDocument();
    await expect(dialog.getByText('WIRE-20502')).toBeInTheDocument();
    await expect(dialog.getByText(/^Fiona Finance, /)).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: /^Approve/ })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Matched to the bank statement.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onAudit).toHaveBeenCalledWith({
        id: 41,
        decision: 'approved',
        note: 'Matched to the bank statement.',
      }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A rejection needs its reason (the contract's rule, before anything is sent); then it goes out. */
export const Reject: Story = {
  play: async ({ args }) => {
    const dialog = await auditDialog(41);
    await userEvent.click(dialog.getByRole('radio', { name: /^Reject/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Give the reason for rejecting this payment log.')).toBeVisible();
    await expect(args.onAudit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'No such wire on the statement.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(args.onAudit).toHaveBeenCalledWith({
        id: 41,
        decision: 'rejected',
        note: 'No such wire on the statement.',
      }),
    );
  },
};

/** The server refuses the creator auditing their own log: its words show, and nothing closes. */
export const SelfAuditRefused: Story = {
  args: {
    log: pendingByAda,
    onAudit: fn((_body: PayLogAuditBody) =>
      Promise.reject(refusal(403, 'A payment log must be audited by a different administrator.')),
    ),
  },
  play: async ({ args }) => {
    const dialog = await auditDialog(42);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(
      await dialog.findByText('A payment log must be audited by a different administrator.'),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A debit the company's balance cannot cover is refused (422) with the server's words. */
export const BalanceTooLow: Story = {
  args: {
    onAudit: fn((_body: PayLogAuditBody) =>
      Promise.reject(refusal(422, 'The company balance is lower than this debit.')),
    ),
  },
  play: async () => {
    const dialog = await auditDialog(41);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByText('The company balance is lower than this debit.')).toBeVisible();
  },
};
