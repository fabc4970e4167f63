import type { EmployeeScheduleBody, ShopScheduleBody } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EditSchedule } from './EditSchedule';
import { scheduleOverviewFixture } from './schedule.fixtures';

const meta = {
  title: 'Console/Bookings/Schedule/EditSchedule',
  component: EditSchedule,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Edit Schedule',
    viewer: 'retailer',
    companies: [],
    companyId: undefined,
    onCompanyChange: fn(),
    overview: scheduleOverviewFixture,
    failed: false,
    onRetry: fn(),
    onSaveShop: fn((_id: number, _body: ShopScheduleBody) => Promise.resolve({})),
    onSaveEmployee: fn((_id: number, _body: EmployeeScheduleBody) => Promise.resolve({})),
    onAddBlockedPeriod: fn(() => Promise.resolve({})),
    onRemoveBlockedPeriod: fn(),
    onOpenEventSettings: fn(),
  },
} satisfies Meta<typeof EditSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retailer's first shop: its week on the Pacific clock and its Thanksgiving closure; Friday runs later. */
export const ShopHours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Times on the shop's clock: Pacific (America/Los_Angeles).")).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Hours of Harbor Cycles Embarcadero' }));
    const friday = within(form.getByRole('group', { name: 'Friday' }));
    const closes = friday.getByRole('textbox', { name: 'Friday period 1 closes' });
    await expect(closes).toHaveValue('20:00');
    await userEvent.clear(closes);
    await userEvent.type(closes, '21:00');
    await userEvent.click(form.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(args.onSaveShop).toHaveBeenCalled());
    const [id, body] = (args.onSaveShop as ReturnType<typeof fn>).mock.calls[0] as [number, ShopScheduleBody];
    await expect(id).toBe(1);
    await expect(body.hours.fri).toEqual([{ opens: '09:00', closes: '21:00' }]);
    await expect(body.exceptions).toEqual([
      { date: '2026-11-26', closed: true, hours: [], note: 'Thanksgiving' },
    ]);
    await waitFor(() => expect(screen.getByText("Harbor Cycles Embarcadero's hours saved.")).toBeVisible());
  },
};

/** A shop's hours that the contract refuses are not sent. */
export const ShopHoursInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(
      within(canvasElement).getByRole('form', { name: 'Hours of Harbor Cycles Embarcadero' }),
    );
    const closes = form.getByRole('textbox', { name: 'Monday period 1 closes' });
    await userEvent.clear(closes);
    await userEvent.type(closes, '08:00');
    await userEvent.click(form.getByRole('button', { name: 'Save hours' }));
    await expect(await form.findByText('The closing time must come after the opening time.')).toBeVisible();
    await expect(args.onSaveShop).not.toHaveBeenCalled();
  },
};

/** An employee without own hours works their shops' hours; giving them a week starts from their shop's. */
export const EmployeeWeek: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Employees' }));
    const form = within(await canvas.findByRole('form', { name: 'Schedule of Maya Chen' }));
    await expect(
      form.getByText('Without own hours, Maya Chen works whenever their shops are open.'),
    ).toBeVisible();
    await userEvent.click(form.getByRole('checkbox', { name: 'Own weekly hours' }));
    const saturday = within(form.getByRole('group', { name: 'Saturday' }));
    await expect(saturday.getByRole('textbox', { name: 'Saturday period 1 opens' })).toHaveValue('10:00');
    await userEvent.click(form.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(args.onSaveEmployee).toHaveBeenCalled());
    const [id, body] = (args.onSaveEmployee as ReturnType<typeof fn>).mock.calls[0] as [
      number,
      EmployeeScheduleBody,
    ];
    await expect(id).toBe(11);
    await expect(body.hours?.sat).toEqual([{ opens: '10:00', closes: '17:00' }]);
  },
};

/** Another employee: their own week and a day off; turning the own week off sends none. */
export const EmployeeBackToShopHours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Employees' }));
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luis Ortega' }));
    const form = within(await canvas.findByRole('form', { name: 'Schedule of Luis Ortega' }));
    await expect(form.getByRole('checkbox', { name: 'Own weekly hours' })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Own weekly hours' }));
    await userEvent.click(form.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(args.onSaveEmployee).toHaveBeenCalledWith(12, {
        hours: null,
        exceptions: [{ date: '2026-12-24', closed: true, hours: [] }],
      }),
    );
  },
};

/** The blocked periods tab lists them. */
export const BlockedPeriods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Blocked periods' }));
    await expect(await canvas.findByText('Dec 1, 2026, 09:00 – 17:00 PST')).toBeVisible();
  },
};

/** Staff see the schedules and are told who changes them; nothing can be saved. */
export const StaffReadOnly: Story = {
  args: { overview: { ...scheduleOverviewFixture, editable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You can see these schedules; the owner or a manager changes them.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save hours' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Monday period 1 opens' })).toBeDisabled();
  },
};

/** A brand has no schedules: it is told why, and where its test-ride settings are. */
export const Brand: Story = {
  args: { viewer: 'brand', overview: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Schedules belong to the dealers/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open event settings' }));
    await expect(args.onOpenEventSettings).toHaveBeenCalled();
  },
};

/** An admin chooses a retailer first. */
export const AdminChooses: Story = {
  args: {
    viewer: 'admin',
    overview: undefined,
    companies: [
      { id: 3, name: 'Harbor Cycles' },
      { id: 4, name: 'Summit E-Ride' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a retailer to see its schedules.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Retailer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit E-Ride' }));
    await expect(args.onCompanyChange).toHaveBeenCalledWith(4);
  },
};

export const Loading: Story = {
  args: { overview: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the schedules')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { overview: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The schedules could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A retailer without shops or employees is told where to add them. */
export const NothingYet: Story = {
  args: { overview: { ...scheduleOverviewFixture, shops: [], employees: [], blockedPeriods: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No shops yet: add one under Company, Shop(s).')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Employees' }));
    await expect(
      await canvas.findByText("No employees yet: events are hosted in the shops' opening hours."),
    ).toBeVisible();
  },
};
