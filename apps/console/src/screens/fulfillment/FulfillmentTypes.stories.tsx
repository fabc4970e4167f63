import type { FulfillmentType } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FulfillmentTypes } from './FulfillmentTypes';

const rows: FulfillmentType[] = [
  {
    id: 1,
    ownerCompanyId: null,
    code: 'repair_in_shop',
    name: 'Repair in shop',
    requiresReturn: false,
    shipsReplacement: false,
    compensatesRetailer: true,
    active: true,
  },
  {
    id: 7,
    ownerCompanyId: 10,
    code: 'battery_swap',
    name: 'Battery swap',
    requiresReturn: true,
    shipsReplacement: true,
    compensatesRetailer: true,
    active: false,
  },
];

const meta = {
  title: 'Console/Warranties/Fulfillment/FulfillmentTypes',
  component: FulfillmentTypes,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Fulfillment Type',
    rows,
    loading: false,
    failed: false,
    onRetry: fn(),
    canEdit: (type: FulfillmentType) => type.ownerCompanyId === 10,
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof FulfillmentTypes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Platform defaults read-only for a brand; its own types editable. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvas.getByRole('table', { name: 'Fulfillment types' }))
      .getAllByRole('row')
      .slice(1);
    await expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['repair_in_shop', 'Repair in shop', 'Platform default', 'No', 'No', 'Yes', 'Active'],
      ['battery_swap', 'Battery swap', 'Brand', 'Yes', 'Yes', 'Yes', 'Inactive'],
    ]);
    await expect(canvas.queryByRole('button', { name: 'Edit Repair in shop' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit Battery swap' })).toBeVisible();
  },
};

export const AddType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add type' }));
    const form = within(canvas.getByRole('form', { name: 'New fulfillment type' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), 'Frame-Swap');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Frame swap');
    await userEvent.click(form.getByRole('checkbox', { name: 'Requires the part back' }));
    await userEvent.click(form.getByRole('button', { name: 'Add type' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        code: 'frame-swap',
        name: 'Frame swap',
        requiresReturn: true,
        shipsReplacement: false,
        compensatesRetailer: true,
        active: true,
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'New fulfillment type' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Fulfillment type added.')).toBeVisible());
  },
};

/** Editing keeps the code (claims name the type by it) and changes the rest. */
export const EditType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Battery swap' }));
    const form = within(canvas.getByRole('form', { name: 'Edit Battery swap' }));
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    await userEvent.click(form.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ active: true, name: 'Battery swap' }),
      ),
    );
    await waitFor(() => expect(screen.getByText('Fulfillment type saved.')).toBeVisible());
  },
};

/** An admin sees every brand's types: the same code twice is told apart by its owner. */
export const AdminSeesOwners: Story = {
  args: {
    rows: [
      { ...(rows[0] as FulfillmentType), id: 3, code: 'replacement_only', name: 'Replacement only' },
      {
        ...(rows[0] as FulfillmentType),
        id: 9,
        ownerCompanyId: 10,
        code: 'replacement_only',
        name: 'Replacement only',
      },
    ],
    brands: [{ id: 10, name: 'Voltline Bikes' }],
    canEdit: () => true,
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Fulfillment types' }));
    await expect(table.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    const owners = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    await expect(owners).toEqual(['Platform default', 'Voltline Bikes']);
  },
};
