import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WarrantyDetail } from './WarrantyDetail';
import { warrantyDetail } from './warranty.fixtures';

const meta = {
  title: 'Console/Warranties/Warranty/WarrantyDetail',
  component: WarrantyDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/warranty/detail?id=1">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    warranty: warrantyDetail,
    today: '2026-11-22',
    onOpenClaim: fn(),
    onNewClaim: fn(),
    onTransfer: fn(),
    onVoid: fn(),
    onDownloadProof: fn(),
  },
} satisfies Meta<typeof WarrantyDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coverages per component as registered: a lifetime frame, a battery still covered, a display that ended. */
export const Coverages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Warranty VL00001' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/warranty/index',
    );
    await expect(canvas.getByText('BT-99812')).toBeVisible();
    // The registration's source reads as a label, not as its stored code.
    await expect(canvas.getByText('Retailer POS')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Coverage per component' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(rows).toEqual([
      ['Frame', 'FRAME-LIFE', '2025-01-15', 'Lifetime', '100%', '100%', 'Covered'],
      ['Battery', 'BAT-24', '2025-01-15', '2027-01-14', '100%', '100%', 'Covered'],
      ['Display', 'DISP-12', '2025-01-15', '2026-01-14', '50%', '100%', 'Ended'],
    ]);
  },
};

/** The unit's claims and status history; a claim opens by its number; the retailer who sold it may claim. */
export const ClaimsAndHistory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const claims = within(canvas.getByRole('table', { name: 'Claims on this unit' })).getAllByRole('row');
    await expect(
      within(claims[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CLM-000041', '2026-11-02', '2026-10-30', 'Battery', '$585.00', '—', 'Under review']);
    await userEvent.click(canvas.getByRole('button', { name: 'CLM-000041' }));
    await expect(args.onOpenClaim).toHaveBeenCalledWith(41);
    const history = within(canvas.getByRole('table', { name: 'Status history' })).getAllByRole('row');
    await expect(
      within(history[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2025-01-15 10:20', 'Active', 'Rita Retail', 'registered']);
    await userEvent.click(canvas.getByRole('button', { name: 'New claim' }));
    await expect(args.onNewClaim).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Void' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Transfer owner' })).toBeNull();
  },
};

/** An admin: transfer and void offered; the proof of purchase downloads. */
export const AdminActions: Story = {
  args: {
    warranty: {
      ...warrantyDetail,
      proofOfPurchaseFileName: 'receipt.pdf',
      can: { void: true, transfer: true, claim: false },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New claim' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer owner' }));
    await expect(args.onTransfer).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Void' }));
    await expect(args.onVoid).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt.pdf' }));
    await expect(args.onDownloadProof).toHaveBeenCalled();
  },
};

/** A transferred record points to the registration that replaced it. */
export const Transferred: Story = {
  args: {
    warranty: {
      ...warrantyDetail,
      status: 'transferred',
      transfers: [{ fromWarrantyId: 1, toWarrantyId: 77, at: '2026-03-01T12:00:00Z' }],
      can: { void: true, transfer: false, claim: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Transferred')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the current registration' })).toHaveAttribute(
      'href',
      '/warranty/detail?id=77',
    );
  },
};

export const Void: Story = {
  args: {
    warranty: {
      ...warrantyDetail,
      status: 'void',
      claims: [],
      can: { void: false, transfer: false, claim: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Void')[0]).toBeVisible();
    await expect(canvas.getByText('No claims on this unit.')).toBeVisible();
  },
};
