import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const nov = (day: number) => new Date(2026, 10, day);

const dayButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}, 2026`) });

const meta = {
  title: 'UI/Kit/DateRangePicker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it to pick a period (start and end day), e.g. the date filter of a list. For a single day use DatePicker.',
      },
    },
  },
  component: DateRangePicker,
  args: { 'aria-label': 'Booking period', defaultMonth: nov(1), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The catalogue's placeholders and separator.
    await expect(within(canvasElement).getByRole('combobox', { name: 'Booking period' })).toHaveTextContent(
      'Start date to End date',
    );
  },
};

export const Filled: Story = {
  args: { value: { from: nov(5), to: nov(12) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Booking period' })).toHaveTextContent(
      '2026-11-05 to 2026-11-12',
    );
  },
};

export const PickTwoDays: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking period' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Booking period' });
    // Two months side by side.
    await expect(await within(dialog).findByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect(within(dialog).getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await userEvent.click(dayButton('November 12th'));
    // Half a range is not a value yet: the popover stays open.
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    // The end may come first: the two are put in order.
    await userEvent.click(dayButton('November 5th'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-05 to 2026-11-12');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ from: nov(5), to: nov(12) });
  },
};

export const AcrossMonths: Story = {
  args: { defaultValue: { from: nov(5), to: nov(12) } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking period' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    // The old range is shown; a click starts a new one.
    await expect(dayButton('November 8th')).toHaveAccessibleName(/selected/);
    await userEvent.click(dayButton('November 28th'));
    await userEvent.click(dayButton('December 3rd'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-28 to 2026-12-03');
  },
};

export const EscapeKeepsRange: Story = {
  args: { defaultValue: { from: nov(5), to: nov(12) } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking period' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(dayButton('November 20th'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('2026-11-05 to 2026-11-12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinMax: Story = {
  args: { defaultMonth: undefined, minDate: nov(10), maxDate: new Date(2026, 11, 20) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Booking period' }));
    await screen.findByRole('dialog');
    await expect(dayButton('November 9th')).toBeDisabled();
    await expect(dayButton('November 10th')).toBeEnabled();
    await expect(dayButton('December 20th')).toBeEnabled();
    await expect(dayButton('December 21st')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
  },
};

export const Clearable: Story = {
  args: { clearable: true, defaultValue: { from: nov(5), to: nov(12) }, onClear: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Booking period' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(trigger).toHaveTextContent('Start date to End date');
    await expect(args.onChange).toHaveBeenCalledWith({ from: null, to: null });
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking period' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(trigger).borderTopColor).toBe('rgb(245, 108, 108)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: nov(5), to: nov(12) } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking period' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('2026-11-05 to 2026-11-12');
  },
};
