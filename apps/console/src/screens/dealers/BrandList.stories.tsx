import type { BrandDealingQuery, BrandDealingRow } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import type { Page } from '../../shared/page';
import { BrandList, type BrandListProps } from './BrandList';
import { brandRows } from './dealers.fixtures';

const firstPage: BrandDealingQuery = { pageNum: 1, pageSize: 20 };

/** The brands endpoint over `rows`: `q` narrows by name, one page per query. */
const brandPages =
  (rows: BrandDealingRow[]) =>
  async (query: BrandDealingQuery): Promise<Page<BrandDealingRow>> => {
    const found = rows.filter((row) => !query.q || row.name.toLowerCase().includes(query.q.toLowerCase()));
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: found.slice(start, start + query.pageSize), total: found.length };
  };

function Harness({
  load,
  onQuery,
  ...props
}: Omit<BrandListProps, 'query' | 'onQueryChange' | 'page'> & {
  load: ReturnType<typeof brandPages>;
  onQuery: (query: BrandDealingQuery) => void;
}) {
  const list = useListHarness(firstPage, load, onQuery);
  return <BrandList {...props} {...list} />;
}

const meta = {
  title: 'Console/Companies/Dealers/BrandList',
  component: Harness,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/brand/index">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Brands',
    load: brandPages(brandRows),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    canAct: true,
    onAction: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, brand: string) =>
  within(within(canvasElement).getByRole('cell', { name: brand }).closest('tr') as HTMLElement);
const buttonsOf = (canvasElement: HTMLElement, brand: string) =>
  rowOf(canvasElement, brand)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Each brand shows the retailer's dealership with it and what the retailer may do about it. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Brands' })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Voltline Bikes' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Voltline Bikes').getByText('Active')).toBeVisible();
    await expect(rowOf(canvasElement, 'Voltline Bikes').getByText('VL-1001')).toBeVisible();
    await expect(buttonsOf(canvasElement, 'Voltline Bikes')).toEqual([]);
    await expect(rowOf(canvasElement, 'Ridgeway E-Bikes').getByText('Invited')).toBeVisible();
    await expect(buttonsOf(canvasElement, 'Ridgeway E-Bikes')).toEqual(['Accept', 'Decline']);
    await expect(rowOf(canvasElement, 'Canyon Motion').getByText('Requested')).toBeVisible();
    await expect(buttonsOf(canvasElement, 'Canyon Motion')).toEqual(['Withdraw request']);
    await expect(rowOf(canvasElement, 'Delta Drive').getByText('Not a dealer')).toBeVisible();
    await expect(buttonsOf(canvasElement, 'Delta Drive')).toEqual(['Ask to become a dealer']);
    await expect(buttonsOf(canvasElement, 'Elm Electric')).toEqual([]);
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Accept: Ridgeway E-Bikes' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), 'accept');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask to become a dealer: Delta Drive' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 13 }), 'request');
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Brand' }), 'ridge');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...firstPage, q: 'ridge' });
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Voltline Bikes' })).toBeNull());
    await expect(canvas.getByRole('cell', { name: 'Ridgeway E-Bikes' })).toBeVisible();
  },
};

/** Staff see the brands and their company's dealerships, and change nothing. */
export const StaffReadOnly: Story = {
  args: { canAct: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Delta Drive' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Brands' })).queryAllByRole('button')).toHaveLength(
      0,
    );
    await expect(rowOf(canvasElement, 'Ridgeway E-Bikes').getByText('Invited')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: brandPages([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No brands match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: () => new Promise(() => {}), loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: () => new Promise(() => {}), failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The brands could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
