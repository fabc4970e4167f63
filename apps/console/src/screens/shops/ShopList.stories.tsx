import type { ShopListQuery } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import { ShopList, type ShopListProps } from './ShopList';
import { listQuery, shopPages } from './shops.fixtures';

/** The list with its query held as the page holds it in the URL, answered by `load`. */
function Harness({
  load,
  onQuery,
  ...props
}: Omit<ShopListProps, 'query' | 'onQueryChange' | 'page'> & {
  load: ReturnType<typeof shopPages>;
  onQuery: (query: ShopListQuery) => void;
}) {
  const list = useListHarness(listQuery, load, onQuery);
  return <ShopList {...props} {...list} />;
}

const meta = {
  title: 'Console/Companies/Shops/ShopList',
  component: Harness,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/shop">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Shop(s)',
    load: shopPages(13),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    detailPath: (id: number) => `/company/shop/detail/${id}`,
    onAdd: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Shops' });
const bodyRows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);
const headers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim());

/** An owner or manager: the shops with today's hours, links to each, and "Add shop". */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(headers(canvasElement)).toEqual([
      'Name',
      'City / state',
      'Phone',
      'Time zone',
      'Open today',
      'Employees',
      'Services',
      'Status',
    ]);
    const second = within(bodyRows(canvasElement)[1] as HTMLElement);
    await expect(second.getByRole('link', { name: 'Harbor Cycles 02' })).toHaveAttribute(
      'href',
      '/company/shop/detail/2',
    );
    await expect(second.getByText('Closed (Thanksgiving)')).toBeVisible();
    await expect(second.getByText('Central')).toBeVisible();
    await expect(within(bodyRows(canvasElement)[4] as HTMLElement).getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Total 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add shop' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** Staff read the shops; they cannot add one. */
export const StaffReadOnly: Story = {
  args: { onAdd: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(within(canvasElement).queryByRole('button', { name: 'Add shop' })).toBeNull();
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Company' })).toBeNull();
  },
};

/** Search, status and state apply on Search, back to page 1; paging moves without a new filter. */
export const FiltersAndPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 2 });
    const filters = within(canvas.getByRole('search', { name: 'Shop filters' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Search' }), 'mission');
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'California' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...listQuery,
      pageNum: 1,
      q: 'mission',
      status: 'inactive',
      state: 'CA',
      companyId: undefined,
    });
  },
};

/** An admin sees every company's shops: a company column and filter, links to the admin's shop page. */
export const Admin: Story = {
  args: {
    companies: [
      { id: 4, name: 'Harbor Cycles' },
      { id: 5, name: 'Summit E-Ride' },
    ],
    detailPath: (id: number) => `/admin/shop/detail/${id}`,
    onAdd: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
    await expect(headers(canvasElement)).toContain('Company');
    const seventh = within(bodyRows(canvasElement)[6] as HTMLElement);
    await expect(seventh.getByText('Summit E-Ride')).toBeVisible();
    await expect(seventh.getByRole('link', { name: 'Harbor Cycles 07' })).toHaveAttribute(
      'href',
      '/admin/shop/detail/7',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit E-Ride' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ companyId: 5, pageNum: 1 }),
    );
    await expect(canvas.queryByRole('button', { name: 'Add shop' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { load: shopPages(0) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No shops match these filters.')).toBeVisible();
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
    await expect(canvas.getByText('The shops could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
