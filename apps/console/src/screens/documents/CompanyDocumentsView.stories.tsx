import type { CompanyDocument } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyDocumentsView } from './CompanyDocumentsView';
import { documentOf, harborDocuments, slotOf, TODAY } from './documents.fixtures';

const meta = {
  title: 'Console/Companies/Documents/CompanyDocumentsView',
  component: CompanyDocumentsView,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    documents: harborDocuments,
    failed: false,
    onRetry: fn(),
    today: TODAY,
    onDownload: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof CompanyDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A retailer's owner: what is needed, a card per kind (required first), an upload on each. */
export const RetailerOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(cardTitles(canvasElement)).toEqual([
      'Documents needed',
      'W-9Required',
      'Business licenseRequired',
      'Insurance certificateRequired',
      'Dealer agreement',
      'Resale certificate',
      'Other',
    ]);
    const needed = within(canvas.getByRole('region', { name: 'Documents needed' }));
    await expect(
      needed.getByText('Business license expires on 2026-12-07: upload the renewed one in time.'),
    ).toBeVisible();
    await expect(
      needed.getByText('Waiting for review: Insurance certificate, Resale certificate.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Upload a new version' })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Dealer agreement' }));
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'dealer_agreement', current: null }),
    );
  },
};

/** A staff user reads and downloads, and uploads nothing. */
export const RetailerStaff: Story = {
  args: { documents: { ...harborDocuments, canUpload: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Upload/ })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Download business-license-2026.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ type: 'business_license' }));
  },
};

/** A verified brand: two required kinds, both approved. */
export const BrandVerified: Story = {
  args: {
    documents: {
      company: { id: 2, name: 'Voltline Bikes', type: 1 },
      needed: { verified: true, missing: [], pendingReview: [], rejected: [], expiringSoon: [], expired: [] },
      slots: [
        { ...slotOf('w9', documentOf('w9')), required: true },
        {
          ...slotOf(
            'insurance_certificate',
            documentOf('insurance_certificate', { expiresOn: '2027-09-16' }),
          ),
          required: true,
        },
        { ...slotOf('business_license', null), required: false },
      ],
      canUpload: true,
      canReview: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every required document is approved and in date.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Business license' })).toBeVisible();
  },
};

const review = {
  startReview: fn((_document: CompanyDocument) => Promise.resolve()),
  approve: fn((_document: CompanyDocument) => Promise.resolve()),
  reject: fn((_document: CompanyDocument, _body: unknown) => Promise.resolve()),
};

/** An admin on the company's page: review where a document waits, no uploads for the company. */
export const AdminReview: Story = {
  args: { documents: { ...harborDocuments, canUpload: false, canReview: true }, review },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Start review' })).toHaveLength(1);
    await expect(canvas.queryAllByRole('button', { name: /^Upload/ })).toHaveLength(0);
    const resale = within(canvas.getByRole('region', { name: 'Resale certificate' }));
    await userEvent.click(resale.getByRole('button', { name: 'Approve' }));
    await expect(args.review?.approve).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'resale_certificate' }),
    );
  },
};

export const Loading: Story = {
  args: { documents: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Documents loading')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { documents: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The documents could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
