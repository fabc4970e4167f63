import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper, type RowSelectionState, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Empty } from '../Empty';
import { DataTable, type DataTableProps } from './DataTable';

interface Bike {
  id: string;
  model: string;
  dealer: string;
  price: number;
}

const bikes: Bike[] = [
  { id: 'b1', model: 'Trail 7 Pro', dealer: 'Bay Cycles', price: 3299 },
  { id: 'b2', model: 'City Glide', dealer: 'Mission Bikes', price: 1899 },
  { id: 'b3', model: 'Cargo Max', dealer: 'Bay Cycles', price: 4599 },
  { id: 'b4', model: 'Aero Fold', dealer: 'Sunset E-Bikes', price: 1499 },
];

const many: Bike[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i + 1}`,
  model: `Model ${i + 1}`,
  dealer: i % 2 ? 'Bay Cycles' : 'Mission Bikes',
  price: 1000 + i * 50,
}));

const column = createColumnHelper<Bike>();
const columns = [
  column.accessor('model', { header: 'Model' }),
  column.accessor('dealer', { header: 'Dealer', enableSorting: false }),
  column.accessor('price', {
    header: 'Price',
    cell: (info) => `$${info.getValue().toLocaleString('en-US')}`,
    meta: { align: 'right', width: 140 },
  }),
];

const meta = {
  title: 'UI/Kit/DataTable',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it for lists of records: sortable columns, row selection, a sticky header, empty and loading states. Pair it with Pagination; for the read-only details of one record use Descriptions.',
      },
    },
  },
  component: DataTable<Bike>,
  args: { columns, data: bikes, getRowId: (row: Bike) => row.id, 'aria-label': 'Bikes' },
} satisfies Meta<DataTableProps<Bike>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the first cell of every body row, top to bottom. */
const modelsInOrder = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent);

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bikes' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Model', 'Dealer', 'Price']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Trail 7 Pro',
      'City Glide',
      'Cargo Max',
      'Aero Fold',
    ]);
    // Column meta: the price column is right-aligned and 140px wide.
    const price = canvas.getByRole('cell', { name: '$3,299' });
    await expect(getComputedStyle(price).textAlign).toBe('right');
    await expect(canvas.getByRole('columnheader', { name: 'Price' }).getBoundingClientRect().width).toBe(140);
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Model' });
    const button = within(header).getByRole('button', { name: 'Model' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no button, no aria-sort.
    const dealer = canvas.getByRole('columnheader', { name: 'Dealer' });
    await expect(dealer).not.toHaveAttribute('aria-sort');
    await expect(within(dealer).queryByRole('button')).toBeNull();

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Aero Fold',
      'Cargo Max',
      'City Glide',
      'Trail 7 Pro',
    ]);

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Trail 7 Pro',
      'City Glide',
      'Cargo Max',
      'Aero Fold',
    ]);

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Trail 7 Pro',
      'City Glide',
      'Cargo Max',
      'Aero Fold',
    ]);

    // Numbers start ascending too, and the keyboard works.
    const priceButton = canvas.getByRole('button', { name: 'Price' });
    priceButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Aero Fold',
      'City Glide',
      'Trail 7 Pro',
      'Cargo Max',
    ]);
  },
};

const onSortingChange = fn();

/** Server-side sorting: the sort goes up, the "server" sorts, the table shows the rows as given. */
function ServerSorted() {
  const [sorting, setSorting] = useState<SortingState>([]);
  const sort = sorting[0];
  const data = sort ? [...bikes].sort((a, b) => (a.price - b.price) * (sort.desc ? -1 : 1)) : bikes;
  return (
    <DataTable
      aria-label="Bikes"
      columns={columns}
      data={data}
      getRowId={(row) => row.id}
      manualSorting
      sorting={sorting}
      onSortingChange={(next) => {
        onSortingChange(next);
        setSorting(next);
      }}
    />
  );
}

export const ServerSorting: Story = {
  render: () => <ServerSorted />,
  play: async ({ canvasElement }) => {
    onSortingChange.mockClear();
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Price' });
    const button = canvas.getByRole('button', { name: 'Price' });

    await userEvent.click(button);
    await expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'price', desc: false }]);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Aero Fold',
      'City Glide',
      'Trail 7 Pro',
      'Cargo Max',
    ]);

    await userEvent.click(button);
    await expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'price', desc: true }]);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(modelsInOrder(canvasElement)).toEqual([
      'Cargo Max',
      'Trail 7 Pro',
      'City Glide',
      'Aero Fold',
    ]);

    await userEvent.click(button);
    await expect(onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(onSortingChange).toHaveBeenCalledTimes(3);
  },
};

const onRowSelectionChange = fn();

function Selectable() {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <DataTable
        aria-label="Bikes"
        columns={columns}
        data={bikes}
        getRowId={(row) => row.id}
        rowSelection={selection}
        onRowSelectionChange={(next) => {
          onRowSelectionChange(next);
          setSelection(next);
        }}
      />
      <p>Selected: {Object.keys(selection).join(', ') || 'none'}</p>
    </>
  );
}

export const Selection: Story = {
  render: () => <Selectable />,
  play: async ({ canvasElement }) => {
    onRowSelectionChange.mockClear();
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    const rows = () => canvas.getAllByRole('checkbox', { name: 'Select row' });
    await expect(rows()).toHaveLength(4);
    await expect(all).not.toBeChecked();

    await userEvent.click(all);
    for (const box of rows()) await expect(box).toBeChecked();
    await expect(all).toBeChecked();
    await expect(onRowSelectionChange).toHaveBeenLastCalledWith({ b1: true, b2: true, b3: true, b4: true });
    await expect(canvas.getByText('Selected: b1, b2, b3, b4')).toBeVisible();

    // Clearing one row leaves the header mixed.
    await userEvent.click(rows()[1] as HTMLElement);
    await expect(rows()[1]).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText('Selected: b1, b3, b4')).toBeVisible();

    // From mixed, the header selects every row again; then clears them all.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await userEvent.click(all);
    for (const box of rows()) await expect(box).not.toBeChecked();
    await expect(canvas.getByText('Selected: none')).toBeVisible();
  },
};

export const SelectionWithDisabledRow: Story = {
  args: { onRowSelectionChange: fn(), canSelectRow: (row: Bike) => row.dealer !== 'Bay Cycles' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('checkbox', { name: 'Select row' });
    await expect(rows[0]).toBeDisabled();
    await expect(rows[1]).toBeEnabled();
    // Uncontrolled: the table keeps the selection itself and reports it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ b2: true, b4: true });
    await expect(rows[1]).toBeChecked();
    await expect(rows[0]).not.toBeChecked();
  },
};

export const EmptyDefault: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data')).toBeVisible();
    const cell = canvas.getByText('No data').closest('td') as HTMLTableCellElement;
    await expect(cell.colSpan).toBe(3);
  },
};

export const EmptyCustom: Story = {
  args: {
    data: [],
    empty: <Empty description="No bikes match the filters" action={<Button>Clear filters</Button>} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No bikes match the filters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.queryByText('No data')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('status')).toBeVisible();
    const frame = canvas.getByRole('table').closest('[aria-busy]');
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    // The rows stay in place under the overlay.
    await expect(canvas.getByText('Trail 7 Pro')).toBeInTheDocument();
  },
};

export const LoadingWithoutRows: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // No "No data" while the rows are still on their way.
    await expect(canvas.queryByText('No data')).toBeNull();
  },
};

export const StickyHeader: Story = {
  args: { data: many, maxHeight: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Bikes' });
    await expect(region.getBoundingClientRect().height).toBe(200);
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = 300;
    await waitFor(() => expect(region.scrollTop).toBe(300));
    const top = region.getBoundingClientRect().top;
    const header = canvas.getByRole('columnheader', { name: 'Model' });
    // The header stays at the top of the scroll box while the first rows have scrolled out of it.
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(top));
    await expect(canvas.getByText('Model 1').getBoundingClientRect().bottom).toBeLessThan(top);
    const atHeader = document.elementFromPoint(
      header.getBoundingClientRect().left + 4,
      header.getBoundingClientRect().top + 4,
    );
    await expect(header.contains(atHeader)).toBe(true);
  },
};

export const StripedAndBordered: Story = {
  args: { striped: true, border: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('cell', { name: 'City Glide' });
    const first = canvas.getByRole('cell', { name: 'Trail 7 Pro' });
    await expect(getComputedStyle(second).backgroundColor).toBe('rgb(245, 247, 250)');
    await expect(getComputedStyle(first).backgroundColor).toBe('rgb(255, 255, 255)');
    // Column borders between cells.
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '$3,299' })).borderLeftWidth).toBe('1px');
  },
};

const onRowClick = fn();
const onDelete = fn();

export const RowClick: Story = {
  args: {
    onRowClick,
    columns: [
      ...columns,
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (info) => (
          <Button variant="text" onClick={() => onDelete(info.row.original.id)}>
            Delete
          </Button>
        ),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    onRowClick.mockClear();
    onDelete.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('City Glide'));
    await expect(onRowClick).toHaveBeenCalledWith(bikes[1]);
    // A control inside the row does its own job only.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[2] as HTMLElement);
    await expect(onDelete).toHaveBeenCalledWith('b3');
    await expect(onRowClick).toHaveBeenCalledTimes(1);
  },
};

interface Rule {
  id: string;
  name: string;
  brand: string;
  line: string;
  code: string;
  part: string;
  validFrom: string;
  caps: string;
  rate: number;
  note: string;
}

const rules: Rule[] = [
  {
    id: 'r1',
    name: 'Platform default',
    brand: 'Ridgeway E-Bikes',
    line: 'Labor',
    code: 'VL-CONN-01',
    part: 'VOLTLINE-MOTOR-REAR-HUB-750W-2025-REPLACEMENT',
    validFrom: '2019-01-01',
    caps: 'Claim $2,500.00 · Freight $75.00',
    rate: 110,
    note: [
      'Paid at the dealer rate for the flat-rate operations of the brand; parts at cost plus twenty percent.',
      'Freight is paid on the carrier invoice up to the cap; handling once per claim, whatever its lines.',
      'Claims filed more than thirty days after the repair are refused unless the brand reopens them.',
    ].join(' '),
  },
];

const ruleColumn = createColumnHelper<Rule>();
const ruleColumns = [
  ruleColumn.accessor('name', { header: 'Name' }),
  ruleColumn.accessor('brand', { header: 'Brand', meta: { kind: 'name' } }),
  ruleColumn.accessor('line', { header: 'Kind' }),
  ruleColumn.accessor('code', { header: 'Code', meta: { kind: 'code' } }),
  ruleColumn.accessor('part', { header: 'Part number', meta: { kind: 'code' } }),
  ruleColumn.accessor('validFrom', { header: 'Valid from', meta: { kind: 'date' } }),
  ruleColumn.accessor('caps', { header: 'Caps' }),
  ruleColumn.accessor('rate', {
    header: 'Labor rate',
    cell: (info) => `$${info.getValue()}.00/h`,
    meta: { kind: 'number' },
  }),
  ruleColumn.accessor('note', { header: 'Note' }),
  ruleColumn.display({ id: 'version', header: 'Version', cell: () => 'v1' }),
  ruleColumn.display({ id: 'status', header: 'Status', cell: () => 'In force' }),
  ruleColumn.display({ id: 'actions', header: 'Actions', cell: () => 'View · New version' }),
];

/** How many lines a range of text takes (one line box per line). */
const linesOfRange = (range: Range) =>
  new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;

/** The text in an element (its only text node, however deep). */
const textIn = (element: Element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  return walker.nextNode() as Text;
};

const linesOf = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(textIn(element));
  return linesOfRange(range);
};

/** The words of an element's text that are split over two lines (a line may end after a hyphen). */
const splitWords = (element: Element) => {
  const text = textIn(element);
  return Array.from(text.data.matchAll(/[^\s-]+/g)).filter((word) => {
    const range = document.createRange();
    range.setStart(text, word.index);
    range.setEnd(text, word.index + word[0].length);
    return linesOfRange(range) > 1;
  });
};

/**
 * Many columns in the content area of a 1440 px window (sidebar and padding taken off): columns take their
 * content's width, text wraps between words only, and numbers, dates, names and codes stay on one line; a code
 * too long for its column ends in an ellipsis and shows in full on hover.
 */
export const ContentWidthColumns: StoryObj<DataTableProps<Rule>> = {
  args: { columns: ruleColumns, data: rules, getRowId: (row) => row.id, 'aria-label': 'Rules' },
  render: (args) => (
    <div style={{ width: 1160 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = (text: string) => canvas.getByRole('cell', { name: text });
    // A name stays whole, never broken at its hyphen.
    for (const text of ['VL-CONN-01', '2019-01-01', '$110.00/h', 'Ridgeway E-Bikes']) {
      await expect(linesOf(cell(text))).toBe(1);
    }
    // Text wraps between words, never inside one.
    const note = cell(rules[0]?.note ?? '');
    await expect(linesOf(note)).toBeGreaterThan(1);
    for (const text of [
      'Platform default',
      'Labor',
      'Claim $2,500.00 · Freight $75.00',
      rules[0]?.note ?? '',
    ]) {
      await expect(splitWords(cell(text))).toEqual([]);
    }
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    await expect(getComputedStyle(note).overflowWrap).toBe('normal');
    await expect(getComputedStyle(cell('$110.00/h')).textAlign).toBe('right');

    // Headers wrap between words too when the columns need the room.
    for (const header of canvas.getAllByRole('columnheader')) {
      await expect(splitWords(header)).toEqual([]);
    }
    // The long part number: one line, cut, and its full text on hover.
    const part = cell(rules[0]?.part ?? '').firstElementChild as HTMLElement;
    await expect(linesOf(part)).toBe(1);
    await expect(part.scrollWidth).toBeGreaterThan(part.clientWidth);
    await expect(getComputedStyle(part).textOverflow).toBe('ellipsis');
    await userEvent.hover(part);
    await expect(part).toHaveAttribute('title', rules[0]?.part);
    // A code that fits gets no tooltip.
    const code = cell('VL-CONN-01').firstElementChild as HTMLElement;
    await userEvent.hover(code);
    await expect(code).not.toHaveAttribute('title');
  },
};
