import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { companyRows } from './adminCompanies.fixtures';
import { CompanyList } from './CompanyList';

const meta = {
  title: 'Console/Companies/AdminCompanies/CompanyList',
  component: CompanyList,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/admin-company/retailer">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    kind: 'retailer',
    title: 'Retailers',
    query: { pageNum: 1, pageSize: 20, sort: 'name' },
    onQueryChange: fn(),
    page: { rows: companyRows, total: 3 },
    loading: false,
    failed: false,
    onRetry: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof CompanyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, each company linked to its page under this list. */
export const Retailers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Retailers' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Name',
      'Legal name',
      'State',
      'Status',
      'Users',
      'Shops',
      'Documents to review',
      'Created',
    ]);
    const cells = (index: number) =>
      within(table.getAllByRole('row')[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells(1)).toEqual([
      'Harbor Cycles',
      'Harbor Cycles LLC',
      'CA',
      'Active',
      '4',
      '2',
      '2',
      '2025-01-10',
    ]);
    await expect(cells(2)[3]).toBe('Pending review');
    await expect(cells(3)[3]).toBe('Suspended');
    await expect(table.getByRole('link', { name: 'Harbor Cycles' })).toHaveAttribute(
      'href',
      '/admin-company/retailer/detail/4',
    );
  },
};

/** The filters go to the query together; Export CSV asks for the file. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Company filters' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Name or e-mail' }), 'harbor');
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'California' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'harbor', status: 'suspended', state: 'CA' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The brands list names its rows brands and links under its own list. */
export const Brands: Story = {
  args: {
    kind: 'brand',
    title: 'Brands',
    page: {
      rows: [{ ...companyRows[0], id: 2, name: 'Voltline Bikes' } as (typeof companyRows)[0]],
      total: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Brands' }));
    await expect(table.getByRole('link', { name: 'Voltline Bikes' })).toHaveAttribute(
      'href',
      '/admin-company/brand/detail/2',
    );
  },
};

export const Empty: Story = {
  args: { page: { rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No retailers match these filters.')).toBeVisible();
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { page: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The retailers could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
