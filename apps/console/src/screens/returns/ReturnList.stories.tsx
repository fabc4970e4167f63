import type { ReturnListQuery } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import { ReturnList, type ReturnListProps } from './ReturnList';
import { returnPages } from './returns.fixtures';

const BRAND = 1;
const RETAILER = 2;
const ADMIN = 3;

const listQuery: ReturnListQuery = { pageNum: 1, pageSize: 20, sort: '-createdAt' };

/** The list with its query held as the tab holds it in the URL, answered by `load`. */
function Harness({
  load,
  onQuery,
  ...props
}: Omit<ReturnListProps, 'query' | 'onQueryChange' | 'page'> & {
  load: ReturnType<typeof returnPages>;
  onQuery: (query: ReturnListQuery) => void;
}) {
  const list = useListHarness(listQuery, load, onQuery);
  return <ReturnList {...props} {...list} />;
}

const meta = {
  title: 'Console/Warranties/Returns/ReturnList',
  component: Harness,
  args: {
    load: returnPages(45),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    userType: BRAND,
    onOpen: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Returns' });
const bodyRows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);
const headers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim());

/** A brand: every column but the brand; the RMA opens the detail; the overdue return flagged. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(headers(canvasElement)).toEqual([
      'RMA no.',
      'Claim no.',
      'Retailer',
      'Direction',
      'Carrier / tracking',
      'Return by',
      'Status',
      'Inspection',
    ]);
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'RMA-000001',
      'CLM-000101',
      'Pedal Point',
      'Retailer to brand',
      '—',
      '2026-11-01 Overdue',
      'Requested',
      '—',
    ]);
    const fifth = within(bodyRows(canvasElement)[4] as HTMLElement).getAllByRole('cell');
    await expect(fifth.map((cell) => cell.textContent)).toEqual([
      'RMA-000005',
      'CLM-000105',
      'Pedal Point',
      'Retailer to brand',
      'UPS 1Z00000005',
      '2026-12-06 ',
      'Inspected',
      'Confirmed defect',
    ]);
    await expect(canvas.getByText('Total 45')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'RMA-000001' }));
    await expect(args.onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, rmaNumber: 'RMA-000001' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** An admin also sees the brand; a retailer does not see the retailer (itself). */
export const AdminColumns: Story = {
  args: { userType: ADMIN },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(headers(canvasElement).slice(0, 4)).toEqual(['RMA no.', 'Claim no.', 'Brand', 'Retailer']);
  },
};

export const RetailerColumns: Story = {
  args: { userType: RETAILER },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(headers(canvasElement)).not.toContain('Retailer');
    await expect(headers(canvasElement)).not.toContain('Brand');
  },
};

/** Each filter applies at once and starts again at page 1; paging and sorting ask the server. */
export const FiltersPagingSorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(5));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 3 });

    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In transit' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 1, status: 'in_transit' });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Overdue only' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...listQuery,
      status: 'in_transit',
      overdue: true,
    });

    await userEvent.click(canvas.getByRole('combobox', { name: 'Direction' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rider to retailer' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...listQuery,
      status: 'in_transit',
      overdue: true,
      direction: 'rider_to_retailer',
    });

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Overdue only' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ overdue: undefined }));

    await userEvent.click(canvas.getByRole('button', { name: /Return by/ }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'returnBy' }));
  },
};

export const Empty: Story = {
  args: { load: returnPages(0) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No returns match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}), loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { load: () => new Promise(() => {}), failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The returns could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
