import type { ServiceListQuery, ServiceMenuItem, ServiceMenuItemBody } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import type { Page } from '../../shared/page';
import { ServiceMenu, type ServiceMenuProps } from './ServiceMenu';

const categories = [
  { value: 'tune_up', label: 'Tune-up' },
  { value: 'repair', label: 'Repair' },
  { value: 'fitting', label: 'Fitting' },
];

const shops = [
  { id: 1, name: 'Harbor Cycles Embarcadero', status: 'active' as const },
  { id: 2, name: 'Harbor Cycles Mission', status: 'active' as const },
  { id: 3, name: 'Harbor Cycles Sausalito', status: 'inactive' as const },
];

const item = (id: number, extra: Partial<ServiceMenuItem> = {}): ServiceMenuItem => ({
  id,
  name: `Service ${id}`,
  category: 'repair',
  durationMinutes: 30,
  priceCents: 2_500,
  shops: [{ id: 1, name: 'Harbor Cycles Embarcadero' }],
  bookableOnline: true,
  active: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const rows: ServiceMenuItem[] = [
  item(1, {
    name: 'Basic tune-up',
    category: 'tune_up',
    durationMinutes: 60,
    priceCents: 8_900,
    shops: [
      { id: 1, name: 'Harbor Cycles Embarcadero' },
      { id: 2, name: 'Harbor Cycles Mission' },
    ],
  }),
  item(2, {
    name: 'Professional bike fitting',
    category: 'fitting',
    durationMinutes: 90,
    priceCents: 15_000,
    bookableOnline: false,
    shops: [{ id: 3, name: 'Harbor Cycles Sausalito' }],
  }),
  item(3, { name: 'Firmware update', active: false }),
];

const query: ServiceListQuery = { pageNum: 1, pageSize: 20 };

function Harness({
  load,
  onQuery,
  ...props
}: Omit<ServiceMenuProps, 'query' | 'onQueryChange' | 'page'> & {
  load: (query: ServiceListQuery) => Promise<Page<ServiceMenuItem>>;
  onQuery: (query: ServiceListQuery) => void;
}) {
  const list = useListHarness(query, load, onQuery);
  return <ServiceMenu {...props} {...list} />;
}

const meta = {
  title: 'Console/Companies/Services/ServiceMenu',
  component: Harness,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Service Menu',
    load: () => Promise.resolve({ rows, total: rows.length }),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    categories,
    shops,
    editable: true,
    onCreate: fn((body: ServiceMenuItemBody) => Promise.resolve(item(9, { name: body.name }))),
    onUpdate: fn((id: number, body: ServiceMenuItemBody) => Promise.resolve(item(id, { name: body.name }))),
    onSetActive: fn(),
    onExport: fn(),
    exporting: false,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table', { name: 'Services' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

/** The menu as an owner or manager sees it: prices in dollars, durations in hours, actions per service. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const [tuneUp, fitting] = await bodyRows(canvasElement);
    await expect(
      within(tuneUp as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['Basic tune-up', 'Tune-up', '1 h', '$89.00', 'All shops', 'Yes', 'Active']);
    await expect(within(fitting as HTMLElement).getByText('1 h 30 min')).toBeVisible();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Basic tune-up' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(rows[0], false);
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Firmware update' }));
    await expect(args.onSetActive).toHaveBeenLastCalledWith(rows[2], true);
  },
};

/** A new service: the price typed in dollars reaches the server in cents, at the shops ticked. */
export const AddService: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const form = within(await screen.findByRole('form', { name: 'New service' }));
    await expect(form.queryByRole('checkbox', { name: /Sausalito/ })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Suspension service');
    await userEvent.click(form.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Repair' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Duration (minutes)' }), '90');
    await userEvent.type(form.getByRole('textbox', { name: 'Price (USD)' }), '149.50');
    await userEvent.click(form.getByRole('checkbox', { name: 'Harbor Cycles Mission' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Bookable online' }));
    await userEvent.click(form.getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Suspension service',
        category: 'repair',
        durationMinutes: 90,
        priceCents: 14_950,
        shopIds: [2],
        bookableOnline: false,
        active: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New service' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Service added.')).toBeVisible());
  },
};

/** Nothing filled in: each field says what it needs, in the contract's words. */
export const AddInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add service' }));
    const form = within(await screen.findByRole('form', { name: 'New service' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Duration (minutes)' }), '42');
    await userEvent.click(form.getByRole('button', { name: 'Add service' }));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(form.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the duration in steps of 5 minutes.'),
    );
    await expect(form.getByRole('textbox', { name: 'Price (USD)' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the price.'),
    );
    await expect(form.getByText('Choose at least one shop.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Editing keeps an inactive shop the service is offered at; a server refusal lands on its field. */
export const EditRefused: Story = {
  args: {
    onUpdate: fn((_id: number, _body: ServiceMenuItemBody) =>
      Promise.reject<ServiceMenuItem>(
        new HttpError('Shop not found.', {
          code: 404,
          status: 404,
          data: {
            code: 404,
            msg: 'Shop not found.',
            data: { fields: { 'body.shopIds': 'Choose shops of your own company.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await bodyRows(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Edit Professional bike fitting' }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit Professional bike fitting' }));
    await expect(form.getByRole('checkbox', { name: 'Harbor Cycles Sausalito (inactive)' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('150.00');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByText('Choose shops of your own company.')).toBeVisible());
    await expect(args.onUpdate).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ shopIds: [3], priceCents: 15_000 }),
    );
  },
};

/** Staff read the menu; they cannot change it. */
export const StaffReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add service' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/** The filters: category, shop and status apply on Search. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Service filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fitting' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles Mission' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...query,
      q: undefined,
      category: 'fitting',
      shopId: 2,
      status: 'active',
    });
  },
};

export const Empty: Story = {
  args: { load: () => Promise.resolve({ rows: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services match these filters.')).toBeVisible();
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
    await expect(canvas.getByText('The services could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
