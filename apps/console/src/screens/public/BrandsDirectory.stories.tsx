import type { DirectoryBrandRow, DirectoryQuery } from '@console/contract';
import { HttpError } from '@console/core';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BrandsDirectory } from './BrandsDirectory';
import { brandRows, brandsPage, pending } from './directory.fixture';
import type { DirectoryPage } from './public.api';

type Load = (query: DirectoryQuery) => Promise<DirectoryPage<DirectoryBrandRow>>;

const meta = {
  title: 'Console/Public pages/Public/BrandsDirectory',
  component: BrandsDirectory,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/brands">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: { load: fn<Load>(async () => ({ rows: brandRows, total: brandRows.length })) },
} satisfies Meta<typeof BrandsDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of every body row, cell by cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Brands' });
    await expect(args.load).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Brand', 'State', 'Website', 'Onsite service', 'Retailers']);
    await expect(rowsOf(table)).toEqual([
      ['Volt Cycles', 'California', 'voltcycles.example', 'Yes', '12'],
      ['Ridgeline E-Bikes', 'Not given', 'Not given', 'No', '0'],
    ]);
    const website = canvas.getByRole('link', { name: /voltcycles\.example/ });
    await expect(website).toHaveAttribute('href', 'https://www.voltcycles.example/');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('2 brands on the platform')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 2');
  },
};

export const Loading: Story = {
  args: { load: fn<Load>(() => pending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const EmptyResult: Story = {
  args: { load: fn<Load>(async () => ({ rows: [], total: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No brands are listed yet.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Brands name' }), 'zeta{Enter}');
    await expect(await canvas.findByText('No brands match your search.')).toBeVisible();
    await expect(canvas.getByText('0 brands found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(await canvas.findByText('No brands are listed yet.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Brands name' })).toHaveValue('');
  },
};

/** Answers of the failing loader so far: the first fails, the next succeed. */
let answered = 0;

export const ErrorWithRetry: Story = {
  beforeEach: () => {
    answered = 0;
  },
  args: {
    load: fn<Load>(async () => {
      answered += 1;
      if (answered === 1) {
        throw new HttpError('Too many requests, please try again later.', { code: 429, status: 429 });
      }
      return { rows: brandRows, total: brandRows.length };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The brands could not be loaded.');
    await expect(alert).toHaveTextContent('Too many requests, please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('cell', { name: 'Volt Cycles' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};

export const PagingToPage2: Story = {
  args: { load: fn<Load>(async (query) => brandsPage(query)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Brand 01' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.load).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 });
    await expect(await canvas.findByRole('cell', { name: 'Brand 21' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Search: Story = {
  args: {
    load: fn<Load>(async (query) => ({
      rows: brandRows.filter((row) => !query.q || row.name.toLowerCase().includes(query.q.toLowerCase())),
      total: query.q ? 1 : brandRows.length,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Ridgeline E-Bikes' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Brands name' }), 'volt');
    // One search once typing pauses, not one per key.
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, q: 'volt' }));
    await expect(args.load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Ridgeline E-Bikes' })).toBeNull());
    await expect(canvas.getByText('1 brand found')).toBeVisible();
  },
};

export const FilterByState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Brands' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'California' }));
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, state: 'CA' }),
    );
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
  },
};
