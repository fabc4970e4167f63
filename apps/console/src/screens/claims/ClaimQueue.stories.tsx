import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ClaimQueue } from './ClaimQueue';
import { claimRow } from './claims.fixtures';

const meta = {
  title: 'Console/Warranties/Claims/ClaimQueue',
  component: ClaimQueue,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/warranty/index?view=claims">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    query: { pageNum: 1, pageSize: 20, sort: '-submittedAt' },
    onQueryChange: fn(),
    page: {
      rows: [
        claimRow,
        {
          ...claimRow,
          id: 42,
          number: 'CLM-000042',
          status: 'compensated',
          approvedTotalCents: 55_200,
          ageDays: 12,
        },
      ],
      total: 2,
    },
    loading: false,
    failed: false,
    onRetry: fn(),
    userType: 1,
    brands: [],
    retailers: [
      { id: 20, name: 'Pedal Point' },
      { id: 21, name: 'Harbor Cycles' },
    ],
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof ClaimQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A brand's queue: no brand column; each claim links to its unit with the claim open. */
export const BrandQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Claims' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Claim no.',
      'Serial number',
      'Retailer',
      'Component',
      'Submitted',
      'Age',
      'Claimed',
      'Approved',
      'Status',
      'Reviewer',
    ]);
    const first = table.getAllByRole('row')[1] as HTMLElement;
    await expect(
      within(first)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'VL00001',
      'Pedal Point',
      'Motor',
      '2026-11-21',
      '1 d',
      '$585.00',
      '—',
      'Under review',
      'Bea Brand',
    ]);
    await expect(table.getByRole('link', { name: 'CLM-000041' })).toHaveAttribute(
      'href',
      '/warranty/detail?id=1&claim=41',
    );
  },
};

/** An admin filters by brand and retailer; the query gets both ids. */
export const AdminFilters: Story = {
  args: { userType: 3, brands: [{ id: 10, name: 'Voltline' }] },
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Claim filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voltline' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Retailer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ brandId: 10, retailerId: 21 }),
    );
  },
};

/** A retailer's own claims: the brand shown, not the retailer; no company filters. */
export const RetailerClaims: Story = {
  args: { userType: 2, retailers: [] },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Claims' }));
    await expect(table.getByRole('columnheader', { name: 'Brand' })).toBeVisible();
    await expect(table.queryByRole('columnheader', { name: 'Retailer' })).toBeNull();
    const filters = within(within(canvasElement).getByRole('search', { name: 'Claim filters' }));
    await expect(filters.queryByRole('combobox', { name: 'Retailer' })).toBeNull();
    await expect(filters.queryByRole('combobox', { name: 'Brand' })).toBeNull();
  },
};

/** "Waiting (open)" asks for the open claims; Search applies the filters. */
export const FilterOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Claim filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Claim status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Waiting (open)' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Serial number' }), 'vl00');
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ open: true, status: undefined, q: 'vl00' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No claims match these filters.')).toBeVisible();
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The claims could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
