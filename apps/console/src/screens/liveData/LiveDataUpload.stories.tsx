import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { LiveDataUpload } from './LiveDataUpload';
import { importWithErrors } from './liveData.fixtures';

const meta = {
  title: 'Console/Bugs & developer/LiveData/LiveDataUpload',
  component: LiveDataUpload,
  args: {
    canSend: true,
    onTemplate: fn(),
    onUpload: fn(async () => importWithErrors),
  },
} satisfies Meta<typeof LiveDataUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = (name = 'stock.csv') =>
  new File(['date,shop,sku,quantity\n2026-11-24,Harbor Cycles,NOPE,1\n'], name, { type: 'text/csv' });

/** An upload with a bad row: the counts and the refused row with its line, field and why. */
export const RowErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('CSV file'), csv());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith('inventory', 'stock.csv', expect.stringContaining('NOPE')),
    );
    const result = await canvas.findByRole('status', { name: 'Upload result' });
    await expect(result).toHaveTextContent('6 rows accepted, 1 refused.');
    const table = within(result).getByRole('table', { name: 'Refused rows' });
    await expect(within(table).getByText('No model of the brands you deal for has this SKU.')).toBeVisible();
    await expect(within(table).getByText('8')).toBeVisible();
  },
};

/** A file that cannot be read at all is refused as a whole, with the server's reason. */
export const FileRefused: Story = {
  args: {
    onUpload: fn(async () => {
      throw refusal(400, 'Validation failed', {
        fields: {
          'body.content': 'The column "qty" is not one of inventory\'s: date, shop, sku, quantity, brand.',
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('CSV file'), csv('bad.csv'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The column "qty" is not one of');
  },
};

/** Nothing chosen: nothing sent. The template follows the chosen kind of data. */
export const TemplateAndNoFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a CSV file.');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sales' }));
    await expect(canvas.getByText(/Columns: date, shop, sku, quantity, serial_number, brand/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the sales template' }));
    await expect(args.onTemplate).toHaveBeenCalledWith('sales');
  },
};

/** Staff read the page but do not send data. */
export const NotAllowed: Story = {
  args: { canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only your company's owner or a manager can send data.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};
