import { accountTimezone, type UsAddress, usAddress } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../formErrors.logic';
import { AddressFields } from './AddressFields';
import { TimezoneField } from './TimezoneField';

const located = z.strictObject({ address: usAddress, timezone: accountTimezone });
type Located = z.infer<typeof located>;

interface HarnessProps {
  start?: { address: Partial<UsAddress>; timezone?: Located['timezone'] };
  onSave: (values: Located) => void;
  /** What the "server" says about the ZIP when the form is sent ('' for nothing). */
  serverZipError?: string;
}

const EMPTY = { street: '', street2: '', city: '', zip: '' };

/** A form holding an address and a time zone, as the company's details and a shop hold them. */
function Harness({ start, onSave, serverZipError = '' }: HarnessProps) {
  const { control, handleSubmit, setError } = useForm<z.input<typeof located>, unknown, Located>({
    resolver: zodResolver(located, { error: plainIssue }),
    defaultValues: { address: { ...EMPTY, ...start?.address }, timezone: start?.timezone },
  });
  const submit = handleSubmit((values) => {
    if (serverZipError) setError('address.zip', { type: 'server', message: serverZipError });
    else onSave(values);
  });
  return (
    <form noValidate aria-label="Location" onSubmit={submit}>
      <AddressFields control={control} />
      <TimezoneField control={control} help="Opening hours are on this clock." />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Shared/AddressFields',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in full, the form hands the contract's address (no suite: left out) and the zone. */
export const FilledIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street address' }), '12 Pier Rd');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Portland');
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oregon' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '97201-1234');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pacific' }));
    await expect(canvas.getByText('Opening hours are on this clock.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      address: { street: '12 Pier Rd', city: 'Portland', state: 'OR', zip: '97201-1234' },
      timezone: 'America/Los_Angeles',
    });
  },
};

/** An existing address shows in its fields, the suite included. */
export const Prefilled: Story = {
  args: {
    start: {
      address: {
        street: '1 Embarcadero Ctr',
        street2: 'Suite 200',
        city: 'San Francisco',
        state: 'CA',
        zip: '94111',
      },
      timezone: 'America/Los_Angeles',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Suite / unit' })).toHaveValue('Suite 200');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveTextContent('Pacific');
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('94111');
  },
};

/** Sent empty or with a bad ZIP, each field says what is wrong with it, in the contract's words. */
export const Invalid: Story = {
  args: { start: { address: { street: '12 Pier Rd', zip: '9720' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Choose a US state by its two-letter code.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Suite / unit' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refusal the server names on `address.zip` shows on the ZIP field. */
export const ServerError: Story = {
  args: {
    start: {
      address: { street: '12 Pier Rd', city: 'Portland', state: 'OR', zip: '97201' },
      timezone: 'America/Los_Angeles',
    },
    serverZipError: 'This ZIP code is not in Oregon.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
      'This ZIP code is not in Oregon.',
    );
    await expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  },
};
