import type { WarrantyDetail, WarrantyRegisterBody } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddWarrantyForm, SERIAL_TAKEN } from './AddWarrantyForm';
import { products, warrantyDetail } from './warranty.fixtures';

const retailers = [
  { id: 20, name: 'Pedal Point' },
  { id: 21, name: 'Uptown Cycles' },
];

const meta = {
  title: 'Console/Warranties/Warranty/AddWarrantyForm',
  component: AddWarrantyForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    products,
    chooseRetailer: true,
    loadRetailers: fn(() => Promise.resolve(retailers)),
    onCheckSerial: fn((_brandId: number, serial: string) =>
      Promise.resolve({
        serialNumber: serial.toUpperCase(),
        available: !serial.toUpperCase().startsWith('TAKEN'),
      }),
    ),
    upload: fn(() => Promise.resolve({ code: 200, fileName: '2026/11/22/receipt.pdf' })),
    onRegister: fn((_body: WarrantyRegisterBody) => Promise.resolve<WarrantyDetail>(warrantyDetail)),
    onRegistered: fn(),
  },
} satisfies Meta<typeof AddWarrantyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function chooseModel(canvas: Canvas, name: RegExp) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Model' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function fillValidUnit(canvas: Canvas) {
  await chooseModel(canvas, /Voltline City/);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), ' vl 123 45 ');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Selling retailer' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Uptown Cycles' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pat Rider');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'Pat@Example.com');
}

/** The 1st of the month the calendar opens on (this month: never in the future). */
async function pickFirstOfThisMonth(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Purchase date' }));
  await userEvent.click((await screen.findAllByRole('button', { name: /\b1st, \d{4}/ }))[0] as HTMLElement);
}

/** What the schema refuses shows on each field before anything is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register warranty' }));
    await expect(await canvas.findByText('Enter the serial number.')).toBeVisible();
    // Nothing chosen reads in plain words, not as a type error.
    await expect(canvas.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2);
    // The date is a picker: it asks for a choice, not for typed text.
    await expect(canvas.getByText('Choose a date.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** A purchase cannot be in the future: the calendar offers no day after today and no later month. */
export const NoFuturePurchase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Purchase date' }));
    const days = await screen.findAllByRole('button', { name: /\b\d{1,2}(st|nd|rd|th), \d{4}/ });
    const endOfToday = new Date();
    endOfToday.setHours(23, 59, 59, 999);
    for (const day of days) {
      const date = new Date((day.getAttribute('aria-label') ?? '').replace(/(\d)(st|nd|rd|th)/, '$1'));
      await expect(day.hasAttribute('disabled')).toBe(date > endOfToday);
    }
    await expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  },
};

/** The serial is checked with the brand when the field is left. */
export const SerialTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseModel(canvas, /Voltline City/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), 'taken-1');
    await userEvent.tab();
    await expect(await canvas.findByText(SERIAL_TAKEN)).toBeVisible();
    await expect(args.onCheckSerial).toHaveBeenCalledWith(10, 'taken-1');
  },
};

/** The body sent is the contract's: the serial normalised, the e-mail lower-cased, the seller chosen. */
export const Registers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas);
    await pickFirstOfThisMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register warranty' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith(warrantyDetail));
    await waitFor(() => expect(screen.getByText('Warranty registered.')).toBeVisible());
    const body = (args.onRegister as ReturnType<typeof fn>).mock.calls[0]?.[0] as WarrantyRegisterBody;
    await expect(body).toMatchObject({
      serialNumber: 'VL12345',
      productId: 1,
      sellingRetailerCompanyId: 21,
      owner: { name: 'Pat Rider', email: 'pat@example.com' },
    });
    await expect(body.purchaseDate).toMatch(/^\d{4}-\d{2}-01$/);
  },
};

/** A refusal the server names lands on its field; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    onRegister: fn((_body: WarrantyRegisterBody) =>
      Promise.reject<WarrantyDetail>(
        new HttpError('This serial already has a live warranty with this brand.', {
          code: 409,
          status: 409,
          data: {
            code: 409,
            msg: 'This serial already has a live warranty with this brand.',
            data: { fields: { 'body.serialNumber': 'Already registered with this brand.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas);
    await pickFirstOfThisMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register warranty' }));
    await expect(await canvas.findByText('Already registered with this brand.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toHaveValue(' vl 123 45 ');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Rider');
  },
};

/** A retailer is always the seller: no retailer to choose. */
export const AsRetailer: Story = {
  args: { chooseRetailer: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Selling retailer' })).toBeNull();
    await chooseModel(canvas, /Voltline City/);
    await expect(args.loadRetailers).not.toHaveBeenCalled();
  },
};
