import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payLogStatusOptions } from '../../shared/money/payLogWords';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { PayLogDetailView } from './PayLogDetailView';
import {
  adaViewer,
  approvedCreditDetail,
  correctionDetail,
  ottoViewer,
  pendingDetail,
  supportViewer,
} from './payLogs.fixtures';

const meta = {
  title: 'Console/Money/PayLogs/PayLogDetailView',
  component: PayLogDetailView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    log: approvedCreditDetail,
    viewer: ottoViewer,
    words: { statusOptions: payLogStatusOptions([]), categoryOptions: categoryEntries },
    onOpen: fn(),
    onAudit: fn(),
    onCorrect: fn(),
    onDownloadEvidence: fn(),
  },
} satisfies Meta<typeof PayLogDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** An approved credit: who entered and audited it, its evidence, the correction of it and what is left. */
export const ApprovedWithCorrection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(detailValue(canvasElement, 'Company')).toBe('Harbor Cycles');
    await expect(detailValue(canvasElement, 'Amount')).toBe('+$2,150.00 (credit)');
    await expect(detailValue(canvasElement, 'Entered')).toMatch(/^Ada Admin, 2026-10-0\d \d\d:\d\d$/);
    await expect(detailValue(canvasElement, 'Audited')).toMatch(/^Otto Auditor, 2026-10-0\d \d\d:\d\d$/);
    await userEvent.click(canvas.getByRole('button', { name: 'chk-5521.pdf (45.2 kB)' }));
    await expect(args.onDownloadEvidence).toHaveBeenCalledWith(approvedCreditDetail);

    const chain = within(canvas.getByRole('region', { name: 'Correction chain' }));
    await expect(chain.getByText('Corrected by:')).toBeVisible();
    await expect(chain.getByText('Debit $310.00')).toBeVisible();
    await userEvent.click(chain.getByRole('button', { name: '#23' }));
    await expect(args.onOpen).toHaveBeenCalledWith(23);
    await expect(chain.getByText('$1,840.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Correct' }));
    await expect(args.onCorrect).toHaveBeenCalledWith(approvedCreditDetail);
  },
};

/** A correction links back to the log it corrects. */
export const Correction: Story = {
  args: { log: correctionDetail },
  play: async ({ canvasElement, args }) => {
    const chain = within(within(canvasElement).getByRole('region', { name: 'Correction chain' }));
    await expect(chain.getByText('This log corrects:')).toBeVisible();
    await expect(chain.getByText('Credit $2,150.00')).toBeVisible();
    await userEvent.click(chain.getByRole('button', { name: '#17' }));
    await expect(args.onOpen).toHaveBeenCalledWith(17);
    await expect(detailValue(canvasElement, 'Amount')).toBe('-$310.00 (debit)');
    await expect(detailValue(canvasElement, 'Evidence')).toBe('None');
  },
};

/** The creator's own pending log: no audit for them, only that another administrator must audit it. */
export const OwnPendingLog: Story = {
  args: { log: pendingDetail, viewer: adaViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You entered this log: it awaits another administrator’s audit.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Audit' })).toBeNull();
    await expect(detailValue(canvasElement, 'Audited')).toBe('Not yet');
    await expect(canvas.getByText('No corrections.')).toBeVisible();
  },
};

/** Another admin may audit the same log. */
export const PendingForAnotherAdmin: Story = {
  args: { log: pendingDetail, viewer: ottoViewer },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Audit' }));
    await expect(args.onAudit).toHaveBeenCalledWith(pendingDetail);
  },
};

/** A support admin reads the log and its evidence; no audit, no correction. */
export const SupportReadOnly: Story = {
  args: { viewer: supportViewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'chk-5521.pdf (45.2 kB)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Correct' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Audit' })).toBeNull();
  },
};
