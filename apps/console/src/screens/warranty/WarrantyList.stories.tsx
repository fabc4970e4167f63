import type { WarrantyListQuery } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import { WarrantyList, type WarrantyListProps } from './WarrantyList';
import { listQuery, products, warrantyPages } from './warranty.fixtures';

/** The list with its query held as the page holds it in the URL, answered by `load`. */
function Harness({
  load,
  onQuery,
  ...props
}: Omit<WarrantyListProps, 'query' | 'onQueryChange' | 'page'> & {
  load: ReturnType<typeof warrantyPages>;
  onQuery: (query: WarrantyListQuery) => void;
}) {
  const list = useListHarness(listQuery, load, onQuery);
  return <WarrantyList {...props} {...list} />;
}

const meta = {
  title: 'Console/Warranties/Warranty/WarrantyList',
  component: Harness,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/warranty/index">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    load: warrantyPages(45),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    products,
    retailers: [
      { id: 20, name: 'Pedal Point' },
      { id: 21, name: 'Uptown Cycles' },
    ],
    onRegister: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Warranties' });
const bodyRows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(
      within(table(canvasElement))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim()),
    ).toEqual([
      'Serial number',
      'Model',
      'Owner',
      'Purchase date',
      'Retailer',
      'Status',
      'Next coverage end',
      'Registered',
    ]);
    const first = within(bodyRows(canvasElement)[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'VL00001' })).toHaveAttribute(
      'href',
      '/warranty/detail?id=1',
    );
    await expect(first.getByText('Voltline Cargo (2025)')).toBeVisible();
    await expect(first.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Total 45')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Register a warranty' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** A filter applies on Search and starts again at page 1; the page number moves without a new filter. */
export const FiltersAndPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(5));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 3 });

    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), ' vl 000 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 1, serial: ' vl 000 ' });

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toHaveValue('');
    await expect(args.onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ serial: undefined, pageNum: 1 }),
    );
  },
};

/** A brand (or an admin) narrows the list to one selling retailer; a retailer user gets no such filter. */
export const FilterByRetailer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Warranty filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Retailer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Uptown Cycles' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ retailerId: 21, pageNum: 1 }),
    );
  },
};

export const RetailerUser: Story = {
  args: { retailers: [] },
  play: async ({ canvasElement }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Warranty filters' }));
    await expect(filters.queryByRole('combobox', { name: 'Retailer' })).toBeNull();
  },
};

/** Sorting is the server's: a click on a sortable header asks for it. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: /Purchase date/ }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'purchaseDate' }));
  },
};

export const Empty: Story = {
  args: { load: warrantyPages(0) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No warranties match these filters.')).toBeVisible();
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
    await expect(canvas.getByText('The warranties could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
