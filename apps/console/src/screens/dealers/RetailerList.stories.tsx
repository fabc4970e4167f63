import type { DealerListQuery } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import { dealerPages, listQuery } from './dealers.fixtures';
import { RetailerList, type RetailerListProps } from './RetailerList';

/** The list with its query held as the page holds it in the URL, answered by `load`. */
function Harness({
  load,
  onQuery,
  initial = listQuery,
  ...props
}: Omit<RetailerListProps, 'query' | 'onQueryChange' | 'page'> & {
  load: ReturnType<typeof dealerPages>;
  onQuery: (query: DealerListQuery) => void;
  initial?: DealerListQuery;
}) {
  const list = useListHarness(initial, load, onQuery);
  return <RetailerList {...props} {...list} />;
}

const meta = {
  title: 'Console/Companies/Dealers/RetailerList',
  component: Harness,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/retailers">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    load: dealerPages(27),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    canAct: true,
    onInvite: fn(),
    onAction: fn(),
    onHistory: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Retailers') =>
  within(canvasElement).getByRole('table', { name });
const bodyRows = (canvasElement: HTMLElement, name?: string) =>
  within(table(canvasElement, name)).getAllByRole('row').slice(1);
const rowOf = (canvasElement: HTMLElement, retailer: string) =>
  within(within(table(canvasElement)).getByRole('cell', { name: retailer }).closest('tr') as HTMLElement);

/** Each status offers the brand's actions for it; every row has its history. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(
      within(table(canvasElement))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim()),
    ).toEqual([
      'Retailer',
      'Badges',
      'Dealer no.',
      'Status',
      'Since',
      'Shops',
      'State',
      'Open claims',
      'Actions',
    ]);
    await expect(canvas.getByText('Total 27')).toBeVisible();

    const buttonsOf = (retailer: string) =>
      rowOf(canvasElement, retailer)
        .getAllByRole('button')
        .map((button) => button.textContent);
    await expect(rowOf(canvasElement, 'Retailer 01').getByText('Active')).toBeVisible();
    await expect(buttonsOf('Retailer 01')).toEqual(['Suspend', 'Terminate', 'History']);
    await expect(rowOf(canvasElement, 'Retailer 03').getByText('Requested')).toBeVisible();
    await expect(buttonsOf('Retailer 03')).toEqual(['Accept', 'Decline', 'History']);
    await expect(rowOf(canvasElement, 'Retailer 05').getByText('Invited')).toBeVisible();
    await expect(buttonsOf('Retailer 05')).toEqual(['Withdraw', 'History']);
    await expect(buttonsOf('Retailer 06')).toEqual(['Reactivate', 'Terminate', 'History']);
    await expect(buttonsOf('Retailer 07')).toEqual(['Invite again', 'History']);
    await expect(buttonsOf('Retailer 08')).toEqual(['Invite again', 'History']);
    // A declined request was never active and has no dealer number.
    await expect(rowOf(canvasElement, 'Retailer 08').getAllByText('—')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Retailer 01' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ retailer: { id: 101, name: 'Retailer 01' } }),
      'suspend',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'History of Retailer 06' }));
    await expect(args.onHistory).toHaveBeenCalledWith(expect.objectContaining({ status: 'suspended' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Invite a retailer' }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** A filter applies on Search and starts again at page 1; the page number moves without a new filter. */
export const FiltersAndPaging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(7));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ ...listQuery, pageNum: 2 });

    const filters = within(canvas.getByRole('search', { name: 'Retailer filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspended' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Retailer or dealer number' }), 'VL-10');
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...listQuery,
      status: 'suspended',
      q: 'VL-10',
      state: undefined,
    });
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
  },
};

/** Sorting is the server's: a click on a sortable header asks for it. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Since/ }));
    await expect(args.onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'since' }));
  },
};

/** Staff read the list and each history, but change nothing and invite no one. */
export const StaffReadOnly: Story = {
  args: { canAct: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(20));
    await expect(canvas.queryByRole('button', { name: 'Invite a retailer' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Suspend Retailer 01' })).toBeNull();
    await expect(
      rowOf(canvasElement, 'Retailer 03')
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['History']);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** The requests tab: retailers asking to become dealers, answered with Accept or Decline; no status filter. */
export const Requests: Story = {
  args: { requests: true, initial: { ...listQuery, status: 'invited', initiatedBy: 'retailer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement, 'Dealer requests')).toHaveLength(4));
    const filters = within(canvas.getByRole('search', { name: 'Retailer filters' }));
    await expect(filters.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await expect(canvas.getAllByText('Requested')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Accept Retailer 03' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { load: dealerPages(0) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No retailers match these filters.')).toBeVisible();
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
    await expect(canvas.getByText('The retailers could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
