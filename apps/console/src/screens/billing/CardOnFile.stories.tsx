import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expiringMastercard, visa } from './billing.fixtures';
import { CardOnFile } from './CardOnFile';

const loaded = <T,>(data: T) => ({ data, loading: false, failed: false, onRetry: fn() });

const meta = {
  title: 'Console/Money/Billing/CardOnFile',
  component: CardOnFile,
  args: {
    cards: loaded([visa]),
    canChange: true,
    onAdd: fn(),
    adding: false,
    onMakeDefault: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CardOnFile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCard: Story = {
  args: { cards: loaded([]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No card on file. Statements are charged to the card you add here.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const DefaultCard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Cards on file' });
    await expect(within(list).getByText('Visa ending in 4242')).toBeVisible();
    await expect(within(list).getByText('Expires 12/2028')).toBeVisible();
    await expect(within(list).getByText('Default')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Make default/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Replace card' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await expect(args.onRemove).toHaveBeenCalledWith(visa);
  },
};

/** A second card that expires at the end of next month: warned, and it may be made the default. */
export const ExpiringCard: Story = {
  args: { cards: loaded([visa, expiringMastercard]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expires soon')).toBeVisible();
    await expect(
      canvas.getByText('This card expires soon: add a new card before then, so statements keep being paid.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(expiringMastercard);
  },
};

export const ExpiredCard: Story = {
  args: { cards: loaded([{ ...visa, expMonth: 9, expYear: 2026, expiry: 'expired' }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText(/^This card has expired: add a new card/)).toBeVisible();
  },
};

/** Staff read the card; only owners and managers change it. */
export const StaffReadOnly: Story = {
  args: { canChange: false, cards: loaded([visa, expiringMastercard]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByText('Only an owner or a manager of your company can change the card.'),
    ).toBeVisible();
  },
};

export const StaffWithoutCard: Story = {
  args: { canChange: false, cards: loaded([]) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No card on file. An owner or a manager of your company can add one.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { cards: { data: undefined, loading: true, failed: false, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Cards on file' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { cards: { data: undefined, loading: false, failed: true, onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The cards on file could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.cards.onRetry).toHaveBeenCalledOnce();
  },
};
