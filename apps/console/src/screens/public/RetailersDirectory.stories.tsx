import type { DirectoryQuery, DirectoryRetailerRow } from '@console/contract';
import { HttpError } from '@console/core';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending, retailerRows, retailersPage } from './directory.fixture';
import type { DirectoryPage } from './public.api';
import { RetailersDirectory } from './RetailersDirectory';

type Load = (query: DirectoryQuery) => Promise<DirectoryPage<DirectoryRetailerRow>>;

const meta = {
  title: 'Console/Public pages/Public/RetailersDirectory',
  component: RetailersDirectory,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/retailers">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { load: fn<Load>(async () => ({ rows: retailerRows, total: retailerRows.length })) },
} satisfies Meta<typeof RetailersDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Retailers' });
    await expect(args.load).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Retailer', 'State', 'Website', 'Brands']);
    const tags = canvas.getByRole('list', { name: 'Brands at Bay Area Bikes' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ridgeline E-Bikes', 'Volt Cycles']);
    const website = canvas.getByRole('link', { name: /bayareabikes\.example/ });
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const second = canvas.getByRole('row', { name: /Mission Pedal Co\./ });
    await expect(within(second).getAllByText('Not given')).toHaveLength(2);
    await expect(within(second).getByText('New York')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: fn<Load>(() => pending()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const EmptyResult: Story = {
  args: { load: fn<Load>(async () => ({ rows: [], total: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No retailers are listed yet.')).toBeVisible();
    await expect(canvas.getByText('0 retailers on the platform')).toBeVisible();
  },
};

let answered = 0;

export const ErrorWithRetry: Story = {
  beforeEach: () => {
    answered = 0;
  },
  args: {
    load: fn<Load>(async () => {
      answered += 1;
      if (answered === 1) {
        throw new HttpError('An error occurred. Please contact the administrator.', {
          code: 0,
          network: true,
        });
      }
      return { rows: retailerRows, total: retailerRows.length };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The retailers could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('cell', { name: 'Bay Area Bikes' })).toBeVisible();
  },
};

export const PagingToPage2: Story = {
  args: { load: fn<Load>(async (query) => retailersPage(query)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Shop 01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.load).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 });
    await expect(await canvas.findByRole('cell', { name: 'Shop 21' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Retailers' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Retailers name' }), ' bay {Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, q: 'bay' }));
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};
