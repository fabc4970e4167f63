import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DocumentsNeeded } from './DocumentsNeeded';

const meta = {
  title: 'Console/Companies/Documents/DocumentsNeeded',
  component: DocumentsNeeded,
  args: {
    needed: {
      verified: false,
      missing: ['w9'],
      pendingReview: ['insurance_certificate'],
      rejected: [{ type: 'business_license', reason: 'The license shown is for another address.' }],
      expiringSoon: [{ type: 'dealer_agreement', expiresOn: '2026-12-07' }],
      expired: [{ type: 'resale_certificate', expiresOn: '2026-11-20' }],
    },
  },
} satisfies Meta<typeof DocumentsNeeded>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Documents needed' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Every kind of requirement, the most urgent first. */
export const ActionNeeded: Story = {
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      'Action neededUpload: W-9 (required).',
      'Action neededBusiness license was rejected: The license shown is for another address. Upload a new version.',
      'Action neededResale certificate expired after 2026-11-20. Upload a current one.',
      'SoonDealer agreement expires on 2026-12-07: upload the renewed one in time.',
      'In reviewWaiting for review: Insurance certificate.',
    ]);
    await expect(within(canvasElement).queryByText(/Every required document/)).toBeNull();
  },
};

/** Verified, with a renewal coming up: both are said. */
export const VerifiedExpiringSoon: Story = {
  args: {
    needed: {
      verified: true,
      missing: [],
      pendingReview: [],
      rejected: [],
      expiringSoon: [{ type: 'insurance_certificate', expiresOn: '2026-12-20' }],
      expired: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every required document is approved and in date.')).toBeVisible();
    await expect(lines(canvasElement)).toEqual([
      'SoonInsurance certificate expires on 2026-12-20: upload the renewed one in time.',
    ]);
  },
};

/** Nothing missing but not verified yet (waiting for review). */
export const WaitingForReview: Story = {
  args: {
    needed: {
      verified: false,
      missing: [],
      pendingReview: ['w9', 'insurance_certificate'],
      rejected: [],
      expiringSoon: [],
      expired: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['In reviewWaiting for review: W-9, Insurance certificate.']);
  },
};
