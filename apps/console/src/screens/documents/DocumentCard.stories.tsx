import type { CompanyDocument } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DocumentCard } from './DocumentCard';
import { documentOf, rejectedW9, slotOf, TODAY, waitingDocument } from './documents.fixtures';

const meta = {
  title: 'Console/Companies/Documents/DocumentCard',
  component: DocumentCard,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </FeedbackProvider>
    ),
  ],
  args: {
    slot: slotOf('w9', documentOf('w9'), { earlier: [rejectedW9] }),
    today: TODAY,
    onDownload: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's facts, label → value, as a user reads them. */
function facts(canvasElement: HTMLElement): Record<string, string> {
  const terms = [...canvasElement.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent?.trim() ?? '', term.nextElementSibling?.textContent?.trim() ?? '']),
  );
}

/** Approved, with the rejected first version kept below it; the owner downloads either and uploads anew. */
export const Approved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'W-9 Required' })).toBeVisible();
    await expect(canvas.getByText('Approved', { selector: 'span' })).toBeVisible();
    await expect(facts(canvasElement)).toEqual({
      File: 'w9-2026.pdf (47 kB)',
      Expires: 'No expiry',
      Uploaded: '2026-08-01 15:04 by Rita Retail',
      Reviewed: '2026-08-03 09:30 by Ada Admin',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Download w9-2026.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'w9', status: 'approved' }),
    );

    await userEvent.click(canvas.getByText('Earlier versions (1)'));
    const earlier = within(canvas.getByRole('table', { name: 'Earlier versions of W-9' }));
    const cells = Array.from(earlier.getAllByRole('row')[1]?.querySelectorAll('td') ?? []);
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      '2026-07-20 11:00',
      'w9-unsigned.pdf',
      'Rejected',
      'No expiry',
      'The form is not signed: sign Part II and upload it again.',
    ]);
    await userEvent.click(earlier.getByRole('button', { name: 'Download w9-unsigned.pdf' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(rejectedW9);

    await userEvent.click(canvas.getByRole('button', { name: 'Upload a new version' }));
    await expect(args.onUpload).toHaveBeenCalledWith(args.slot);
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Nothing uploaded yet: the empty state and the first upload. */
export const Missing: Story = {
  args: { slot: slotOf('insurance_certificate', null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not uploaded')).toBeVisible();
    await expect(canvas.getByText('No Insurance certificate uploaded yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Insurance certificate' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** Uploaded and waiting: its history shows the upload. */
export const Uploaded: Story = {
  args: {
    slot: slotOf('resale_certificate', waitingDocument('resale_certificate', { expiresOn: '2028-10-25' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploaded', { selector: 'span' })).toBeVisible();
    await expect(facts(canvasElement).Expires).toBe('2028-10-25 (in 700 days)');
    await expect(facts(canvasElement).Reviewed).toBeUndefined();
    await userEvent.click(canvas.getByText('History of this version'));
    const history = within(canvas.getByRole('table', { name: 'History of the current Resale certificate' }));
    await expect(history.getAllByRole('row')).toHaveLength(2);
    await expect(history.getByText('Rosa Manager')).toBeVisible();
  },
};

export const UnderReview: Story = {
  args: {
    slot: slotOf(
      'insurance_certificate',
      waitingDocument('insurance_certificate', { status: 'under_review' }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Under review', { selector: 'span' })).toBeVisible();
  },
};

/** Approved, and its last day is within 30 days: the card says so. */
export const ExpiringSoon: Story = {
  args: { slot: slotOf('business_license', documentOf('business_license', { expiresOn: '2026-12-07' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(facts(canvasElement).Expires).toBe('2026-12-07 (in 12 days) Expires soon');
    await expect(canvas.getByText('Expires soon')).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    slot: slotOf(
      'insurance_certificate',
      documentOf('insurance_certificate', { status: 'expired', expiresOn: '2026-11-20' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired', { selector: 'span' })).toBeVisible();
    await expect(facts(canvasElement).Expires).toBe('2026-11-20 (passed)');
  },
};

/** Rejected: the reason is in plain sight, next to the upload of a new version. */
export const RejectedWithReason: Story = {
  args: {
    slot: slotOf(
      'business_license',
      documentOf('business_license', {
        status: 'rejected',
        rejectionReason: 'The license shown is for another address.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected', { selector: 'span' })).toBeVisible();
    await expect(facts(canvasElement)['Rejection reason']).toBe('The license shown is for another address.');
    await expect(canvas.getByRole('button', { name: 'Upload a new version' })).toBeVisible();
  },
};

/** A staff user reads and downloads; no upload, no review. */
export const StaffReadOnly: Story = {
  args: { onUpload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download w9-2026.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Upload/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

const waiting = waitingDocument('w9');
const review = {
  startReview: fn((_document: CompanyDocument) => Promise.resolve()),
  approve: fn((_document: CompanyDocument) => Promise.resolve()),
  reject: fn((_document: CompanyDocument, _body: unknown) => Promise.resolve()),
};

/** An admin takes an upload under review and approves it; the company cannot be uploaded for. */
export const AdminApproves: Story = {
  args: { slot: slotOf('w9', waiting), onUpload: undefined, review },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await expect(args.review?.startReview).toHaveBeenCalledWith(waiting);
    await waitFor(() => expect(screen.getByText('Review started.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.review?.approve).toHaveBeenCalledWith(waiting);
    await expect(canvas.queryByRole('button', { name: /Upload/ })).toBeNull();
  },
};

/** A rejection needs its reason, checked before it is sent. */
export const AdminRejects: Story = {
  args: { slot: slotOf('w9', waiting), onUpload: undefined, review },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject…' }));
    const form = within(canvas.getByRole('form', { name: 'Reject W-9' }));
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }));
    await expect(await form.findByText('Say why the document is rejected.')).toBeVisible();
    await expect(args.review?.reject).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Reason for the company' }), 'Unreadable scan.');
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }));
    await expect(args.review?.reject).toHaveBeenCalledWith(waiting, {
      decision: 'reject',
      reason: 'Unreadable scan.',
    });
    await expect(canvas.queryByRole('form', { name: 'Reject W-9' })).toBeNull();
  },
};

/** A decided document offers an admin nothing more to do. */
export const AdminDecided: Story = {
  args: { onUpload: undefined, review },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Start review' })).toBeNull();
  },
};
