import type { ShopBody, ShopDetail } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShopForm } from './ShopForm';
import { shopDetail } from './shops.fixtures';

const meta = {
  title: 'Console/Companies/Shops/ShopForm',
  component: ShopForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    onSave: fn((_body: ShopBody) => Promise.resolve(shopDetail)),
    onSaved: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ShopForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** A new shop's name, address and zone, open Tuesday to Saturday 10 to 6. */
async function fillNewShop(canvas: Canvas, zip: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Harbor Cycles Marina');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Street address' }), '3 Marina Blvd');
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'San Francisco');
  await choose(canvas, 'State', 'California');
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), zip);
  await choose(canvas, 'Time zone', 'Pacific');
  const tuesday = within(canvas.getByRole('group', { name: 'Tuesday' }));
  await userEvent.click(tuesday.getByRole('button', { name: 'Add hours to Tuesday' }));
  for (const [field, time] of [
    ['opens', '10:00'],
    ['closes', '18:00'],
  ] as const) {
    const input = tuesday.getByRole('textbox', { name: `Tuesday period 1 ${field}` });
    await userEvent.clear(input);
    await userEvent.type(input, time);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Copy to… (Tuesday)' }));
  const dialog = within(await screen.findByRole('dialog', { name: "Copy Tuesday's hours" }));
  for (const day of ['Wednesday', 'Thursday', 'Friday', 'Saturday'])
    await userEvent.click(dialog.getByRole('checkbox', { name: day }));
  await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const TEN_TO_SIX = [{ opens: '10:00', closes: '18:00' }];

/** The form hands the contract's body: no suite, no coordinates, the week as set. */
export const AddShop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillNewShop(canvas, '94123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add shop' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(shopDetail));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Harbor Cycles Marina',
      address: { street: '3 Marina Blvd', city: 'San Francisco', state: 'CA', zip: '94123' },
      coordinates: null,
      timezone: 'America/Los_Angeles',
      hours: {
        mon: [],
        tue: TEN_TO_SIX,
        wed: TEN_TO_SIX,
        thu: TEN_TO_SIX,
        fri: TEN_TO_SIX,
        sat: TEN_TO_SIX,
        sun: [],
      },
      exceptions: [],
    });
    await waitFor(() => expect(screen.getByText('Shop added.')).toBeVisible());
  },
};

/** Empty required fields and only one coordinate: each field says what it needs; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitude' }), '37.8');
    await userEvent.click(canvas.getByRole('button', { name: 'Add shop' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Longitude' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter the longitude as a number, e.g. -122.3999 (both coordinates, or neither).',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses the ZIP: the message is on the ZIP field and everything typed stays. */
export const ServerRefusesZip: Story = {
  args: {
    onSave: fn((_body: ShopBody) =>
      Promise.reject<ShopDetail>(
        new HttpError('The request is invalid.', {
          code: 400,
          status: 400,
          data: {
            code: 400,
            msg: 'The request is invalid.',
            data: { fields: { 'body.address.zip': 'Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillNewShop(canvas, '94123');
    await userEvent.click(canvas.getByRole('button', { name: 'Add shop' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
        'Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbor Cycles Marina');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Editing starts from the shop as it is and sends it back whole, exceptions included. */
export const EditShop: Story = {
  args: { shop: shopDetail },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit Harbor Cycles Embarcadero' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.7946');
    await expect(canvas.getByRole('textbox', { name: 'Suite / unit' })).toHaveValue('Suite 200');
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 415 555 0111');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '+1 415 555 0111',
        coordinates: { lat: 37.7946, lng: -122.3999 },
        exceptions: [
          { date: '2026-11-26', closed: true, hours: [], note: 'Thanksgiving' },
          { date: '2026-12-24', closed: false, hours: [{ opens: '10:00', closes: '14:00' }] },
        ],
      }),
    );
  },
};
