import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ClaimDetail } from './ClaimDetail';
import { claimDetail, compensatedClaim, fulfillmentTypes } from './claims.fixtures';

const ok = () => Promise.resolve();

const meta = {
  title: 'Console/Warranties/Claims/ClaimDetail',
  component: ClaimDetail,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    claim: claimDetail,
    userType: 1,
    fulfillmentTypeName: (id: number): string | undefined =>
      fulfillmentTypes.find((type) => type.id === id)?.name,
    handlers: {
      review: fn(ok),
      requestInfo: fn(ok),
      approve: fn(ok),
      reject: fn(ok),
      resubmit: fn(ok),
      cancel: fn(ok),
      reopen: fn(ok),
      downloadAttachment: fn(),
      upload: fn(() => Promise.resolve({ code: 200, fileName: '2026/11/22/log.txt' })),
    },
  },
} satisfies Meta<typeof ClaimDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The brand's reviewer: the lines with what the rule suggests, the files, the history, the decisions. */
export const UnderReview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Under review')).toBeVisible();
    const lines = within(canvas.getByRole('table', { name: 'Claim lines' })).getAllByRole('row');
    await expect(cells(lines[1] as HTMLElement)).toEqual([
      '1',
      'Labor',
      'MOTOR-RR',
      'Motor remove and refit',
      '1.5',
      '$110.00',
      '$165.00',
      '$132.00',
      '—',
      '—',
    ]);
    await expect(canvas.getByText('Voltline motors (v2)')).toBeVisible();
    await expect(canvas.getByText('Labor 100% · parts 100%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'motor-connector.jpg' }));
    await expect(args.handlers.downloadAttachment).toHaveBeenCalledWith(
      '2026/11/21/abc123.jpg',
      'motor-connector.jpg',
    );
    for (const name of ['Ask for information', 'Approve…', 'Reject…']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Cancel claim' })).toBeNull();
  },
};

/** The fulfillment types' names still on their way: a placeholder, never a made-up "Type 1". */
export const FulfillmentNameLoading: Story = {
  args: { fulfillmentTypeName: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fulfillment type loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Type \d/)).toBeNull();
  },
};

/** Partial approval: starts at the rule's suggestion, a cut line needs its reason, the body is exact. */
export const PartialApproval: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve…' }));
    const form = within(canvas.getByRole('form', { name: 'Approve CLM-000041' }));
    await expect(form.getByRole('textbox', { name: 'Line 1 approved' })).toHaveValue('132.00');
    await expect(form.getByText('$552.00')).toBeVisible();
    // More than claimed is refused before anything is sent.
    const part = form.getByRole('textbox', { name: 'Line 2 approved' });
    await userEvent.clear(part);
    await userEvent.type(part, '500');
    await userEvent.click(form.getByRole('button', { name: /^Approve/ }));
    await expect(await form.findByText('At most $420.00 (the claimed amount).')).toBeVisible();
    // A cut without a reason is refused too.
    await userEvent.clear(part);
    await userEvent.type(part, '400');
    await userEvent.click(form.getByRole('button', { name: /^Approve/ }));
    await expect(await form.findByText('Say why the line is cut.')).toBeVisible();
    await expect(args.handlers.approve).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('combobox', { name: 'Line 2 reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Excessive part cost' }));
    await userEvent.click(form.getByRole('button', { name: 'Approve $532.00' }));
    await waitFor(() =>
      expect(args.handlers.approve).toHaveBeenCalledWith({
        lines: [
          { lineId: 101, approvedCents: 13_200, reasonCode: 'excessive_labor' },
          { lineId: 102, approvedCents: 40_000, reasonCode: 'excessive_part_cost' },
        ],
      }),
    );
    await waitFor(() => expect(screen.getByText('Claim approved.')).toBeVisible());
  },
};

/** The server's refusal (a cap) shows above the button; nothing typed is lost. */
export const ApprovalRefused: Story = {
  args: {
    handlers: {
      ...meta.args.handlers,
      approve: fn(() =>
        Promise.reject(
          new HttpError('The approved total is over the claim cap of $500.00.', {
            code: 400,
            status: 400,
            data: {
              code: 400,
              msg: 'The approved total is over the claim cap of $500.00.',
              data: { fields: { 'body.lines': 'At most $500.00 for the claim.' } },
            },
          }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve…' }));
    const form = within(canvas.getByRole('form', { name: 'Approve CLM-000041' }));
    await userEvent.click(form.getByRole('button', { name: 'Approve $552.00' }));
    await expect(
      await form.findByText(/claim cap of \$500\.00|At most \$500\.00 for the claim\./),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Line 1 approved' })).toHaveValue('132.00');
  },
};

/** Rejection needs a reason code. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject…' }));
    const form = within(canvas.getByRole('form', { name: 'Reject CLM-000041' }));
    await userEvent.click(form.getByRole('button', { name: 'Reject claim' }));
    await expect(await form.findByText('This field is required.')).toBeVisible();
    await userEvent.click(form.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer damage' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Note to the retailer' }),
      'Impact marks on the housing.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Reject claim' }));
    await waitFor(() =>
      expect(args.handlers.reject).toHaveBeenCalledWith({
        reasonCode: 'customer_damage',
        note: 'Impact marks on the housing.',
      }),
    );
    await waitFor(() => expect(screen.getByText('Claim rejected.')).toBeVisible());
  },
};

/** Asking for information needs the question. */
export const AskForInformation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for information' }));
    const form = within(canvas.getByRole('form', { name: 'Ask for information on CLM-000041' }));
    await userEvent.click(form.getByRole('button', { name: 'Send back to the retailer' }));
    await expect(await form.findByText('This field is required.')).toBeVisible();
    await userEvent.type(
      form.getByRole('textbox', { name: 'Question for the retailer' }),
      'Photo of the label?',
    );
    await userEvent.click(form.getByRole('button', { name: 'Send back to the retailer' }));
    await waitFor(() => expect(args.handlers.requestInfo).toHaveBeenCalledWith('Photo of the label?'));
    await waitFor(() => expect(screen.getByText('More information requested.')).toBeVisible());
  },
};

/** A submitted claim: the reviewer starts the review in one click. */
export const Submitted: Story = {
  args: { claim: { ...claimDetail, status: 'submitted', assignee: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await expect(args.handlers.review).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Review started.')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Approve…' })).toBeNull();
  },
};

/** The retailer answers a question: a note and files; the claim goes back to the brand. */
export const RetailerResubmits: Story = {
  args: { claim: { ...claimDetail, status: 'needs_info' }, userType: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Approve…' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit' }));
    const form = within(canvas.getByRole('form', { name: 'Resubmit CLM-000041' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Answer' }), 'Label photo attached.');
    await userEvent.click(form.getByRole('button', { name: 'Resubmit claim' }));
    await waitFor(() =>
      expect(args.handlers.resubmit).toHaveBeenCalledWith({
        note: 'Label photo attached.',
        attachmentFileIds: [],
      }),
    );
  },
};

/** Paid: every line decided, the rule applied frozen, the system's step in the history; nothing to do. */
export const Compensated: Story = {
  args: { claim: compensatedClaim },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Compensated')[0]).toBeVisible();
    await expect(canvas.getByText('Rule applied')).toBeVisible();
    const lines = within(canvas.getByRole('table', { name: 'Claim lines' })).getAllByRole('row');
    await expect(cells(lines[1] as HTMLElement).slice(7)).toEqual([
      '$132.00',
      'Adjusted: Excessive labor hours or rate',
    ]);
    const history = within(canvas.getByRole('table', { name: 'Claim history' })).getAllByRole('row');
    await expect(cells(history.at(-1) as HTMLElement)).toEqual([
      '2026-11-22 08:00',
      'Partially approved → Compensated',
      'System',
      'compensation posted',
    ]);
    await expect(canvas.queryByRole('button', { name: /Approve|Reject|Cancel/ })).toBeNull();
  },
};

/** An admin may reopen a rejected claim, with a reason. */
export const AdminReopens: Story = {
  args: { claim: { ...claimDetail, status: 'rejected', reasonCode: 'customer_damage' }, userType: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Customer damage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    const form = within(canvas.getByRole('form', { name: 'Reopen CLM-000041' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Why reopen' }),
      'Inspection photos were mixed up.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Reopen for review' }));
    await waitFor(() =>
      expect(args.handlers.reopen).toHaveBeenCalledWith('Inspection photos were mixed up.'),
    );
  },
};
