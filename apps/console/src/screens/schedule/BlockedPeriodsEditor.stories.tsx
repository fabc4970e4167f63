import type { BlockedPeriodBody } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BlockedPeriodsEditor } from './BlockedPeriodsEditor';
import { scheduleOverviewFixture } from './schedule.fixtures';

const meta = {
  title: 'Console/Bookings/Schedule/BlockedPeriodsEditor',
  component: BlockedPeriodsEditor,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    overview: scheduleOverviewFixture,
    editable: true,
    onAdd: fn((_body: BlockedPeriodBody) => Promise.resolve({})),
    onRemove: fn(),
  },
} satisfies Meta<typeof BlockedPeriodsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each period on its shop's clock with the zone's abbreviation; one can be removed. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Blocked periods' }));
    const [row] = table.getAllByRole('row').slice(1) as HTMLElement[];
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Dec 1, 2026, 09:00 – 17:00 PST', 'Harbor Cycles Embarcadero', 'Stock-take']);
    await userEvent.click(table.getByRole('button', { name: 'Remove Stock-take' }));
    await expect(args.onRemove).toHaveBeenCalledWith(scheduleOverviewFixture.blockedPeriods[0]);
  },
};

const pickDay = async (name: string, day: RegExp) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  // The last match: the month's end, never before today (earlier days of a past month are off).
  await userEvent.click((await screen.findAllByRole('button', { name: day })).at(-1) as HTMLElement);
};

/** A period typed on the shop's clock reaches the server as UTC instants; the reason is required. */
export const AddOne: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'New blocked period' }));
    await userEvent.click(form.getByRole('button', { name: 'Block period' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      ),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles Mission' }));
    await pickDay('From', /\b(28th|29th|30th|31st), \d{4}/);
    await pickDay('Until', /\b(28th|29th|30th|31st), \d{4}/);
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Staff training');
    await userEvent.click(form.getByRole('button', { name: 'Block period' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalled());
    const body = (args.onAdd as ReturnType<typeof fn>).mock.calls[0]?.[0] as BlockedPeriodBody;
    await expect(body).toMatchObject({ shopId: 2, employeeId: null, reason: 'Staff training' });
    // 09:00 and 18:00 on the Pacific clock are 16:00/17:00 and 01:00/02:00 the next day in UTC.
    await expect(body.startsAt).toMatch(/T1[67]:00:00\.000Z$/);
    await expect(body.endsAt).toMatch(/T0[12]:00:00\.000Z$/);
    await waitFor(() => expect(screen.getByText('Blocked period added.')).toBeVisible());
  },
};

/** The end before the start is refused on the end date, in the contract's words. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'New blocked period' }));
    await pickDay('From', /\b(28th|29th|30th|31st), \d{4}/);
    await pickDay('Until', /\b(28th|29th|30th|31st), \d{4}/);
    const until = form.getByRole('textbox', { name: 'Until (time)' });
    await userEvent.clear(until);
    await userEvent.type(until, '08:00');
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Inventory');
    await userEvent.click(form.getByRole('button', { name: 'Block period' }));
    await expect(await form.findByText('The end must come after the start.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Staff see the periods; they cannot add or remove one. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stock-take')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'New blocked period' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Stock-take' })).toBeNull();
  },
};

export const NoPeriods: Story = {
  args: { overview: { ...scheduleOverviewFixture, blockedPeriods: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No blocked periods.')).toBeVisible();
  },
};
