import type { EventTypeBody, EventTypeDetail, EventTypeListQuery, EventTypeRow } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useListHarness } from '../../shared/list/useListHarness';
import type { Page } from '../../shared/page';
import { EventSettings, type EventSettingsProps } from './EventSettings';
import {
  brandOptionsFixture,
  eventTypeDetailFixture,
  eventTypeOptionsFixture,
  eventTypeRowsFixture,
} from './eventSettings.fixtures';

const rows = eventTypeRowsFixture;
const query: EventTypeListQuery = { pageNum: 1, pageSize: 20 };

function Harness({
  load,
  onQuery,
  ...props
}: Omit<EventSettingsProps, 'query' | 'onQueryChange' | 'page'> & {
  load: (query: EventTypeListQuery) => Promise<Page<EventTypeRow>>;
  onQuery: (query: EventTypeListQuery) => void;
}) {
  const list = useListHarness(query, load, onQuery);
  return <EventSettings {...props} {...list} />;
}

const saved = (body: EventTypeBody): EventTypeDetail => ({
  ...eventTypeDetailFixture,
  id: 9,
  title: body.title,
});

const meta = {
  title: 'Console/Bookings/EventSettings/EventSettings',
  component: Harness,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Event Setting',
    load: () => Promise.resolve({ rows, total: rows.length }),
    onQuery: fn(),
    loading: false,
    failed: false,
    onRetry: fn(),
    kinds: ['test_ride', 'demo_event', 'service', 'fitting', 'delivery'],
    options: eventTypeOptionsFixture,
    editable: true,
    loadDetail: fn(() => Promise.resolve(eventTypeDetailFixture)),
    onCreate: fn((body: EventTypeBody) => Promise.resolve(saved(body))),
    onUpdate: fn((_id: number, body: EventTypeBody) => Promise.resolve(saved(body))),
    onSetStatus: fn(),
    onDuplicate: fn(),
    onOpenSchedules: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table', { name: 'Event types' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1) as HTMLElement[];
};

/** A retailer's owner: each event type's kind, duration, capacity, shops and status, and what can be done to it. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const [ride] = await bodyRows(canvasElement);
    await expect(
      within(ride as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual([
      'E-bike test ride',
      'Test ride',
      '45 min',
      '6 seats (4 bikes)',
      'Harbor Cycles Embarcadero, Harbor Cycles Mission and 1 more',
      '12',
      'Active',
    ]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide E-bike test ride' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith(rows[0], 'hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Saturday demo day' }));
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(rows[1], 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Archive Basic tune-up' }));
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(rows[2], 'archived');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore as draft Winter fitting' }));
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(rows[3], 'draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate E-bike test ride' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedules' }));
    await expect(args.onOpenSchedules).toHaveBeenCalled();
  },
};

async function fillNewRide(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Gravel test ride');
  await userEvent.click(form.getByRole('checkbox', { name: 'Harbor Cycles Mission' }));
}

/** A new test ride with the defaults, a waiver, an SMS reminder and a demo bike reaches the server as the contract's body. */
export const AddTestRide: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add event type' }));
    const form = within(await screen.findByRole('form', { name: 'New event type' }));
    await fillNewRide(form);
    // Hosts are offered for the shops chosen.
    await expect(form.getByRole('checkbox', { name: 'Luis Ortega' })).toBeVisible();
    await expect(form.queryByRole('checkbox', { name: 'Maya Chen' })).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'Luis Ortega' }));
    await userEvent.click(form.getByRole('button', { name: 'Add waiver to accept' }));
    await userEvent.click(form.getByRole('button', { name: 'Add demo unit' }));
    await userEvent.type(
      within(form.getByRole('group', { name: 'Demo unit 1' })).getByRole('textbox', { name: 'Serial' }),
      'GR-1',
    );
    await userEvent.click(form.getByRole('button', { name: 'Add event type' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalled());
    const body = (args.onCreate as ReturnType<typeof fn>).mock.calls[0]?.[0] as EventTypeBody;
    await expect(body).toMatchObject({
      kind: 'test_ride',
      title: 'Gravel test ride',
      durationMinutes: 60,
      capacityPerSlot: 1,
      shopIds: [2],
      hostEmployeeIds: [12],
      reminders: [{ offsetMinutes: 1440, channel: 'email' }],
      demoUnits: [{ serial: 'GR-1' }],
      priceCents: null,
      serviceItemId: null,
    });
    await expect(body.questions[0]).toMatchObject({ id: 'waiver', type: 'waiver', required: true });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New event type' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Event type added.')).toBeVisible());
  },
};

/** A service appointment books an item of the menu: without one the contract refuses; demo units are not offered. */
export const AddServiceNeedsItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add event type' }));
    const form = within(await screen.findByRole('form', { name: 'New event type' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Service' }));
    await fillNewRide(form);
    await expect(form.queryByRole('group', { name: 'Demo units' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add event type' }));
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
        'Choose the service of your menu this appointment books.',
      ),
    );
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('combobox', { name: 'Service' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brake bleed' }));
    await userEvent.click(form.getByRole('button', { name: 'Add event type' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'service', serviceItemId: 22 }),
      ),
    );
  },
};

/** Nothing filled in and impossible numbers: each field says what it needs in the contract's words. */
export const AddInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add event type' }));
    const form = within(await screen.findByRole('form', { name: 'New event type' }));
    const seats = form.getByRole('textbox', { name: 'Seats per slot' });
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(form.getByRole('button', { name: 'Add event type' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(seats).toHaveAccessibleDescription(expect.stringContaining('At least 1.'));
    await expect(form.getByText('Choose at least one shop.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Editing loads the event type into the form; the server's refusal lands on its field. */
export const EditRefused: Story = {
  args: {
    onUpdate: fn((_id: number, _body: EventTypeBody) =>
      Promise.reject<EventTypeDetail>(
        new HttpError('The link name is taken.', {
          code: 422,
          status: 422,
          data: {
            code: 422,
            msg: 'The link name is taken.',
            data: { fields: { 'body.slug': 'You already use this link name.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await bodyRows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit E-bike test ride' }));
    const form = within(await screen.findByRole('form', { name: 'Edit E-bike test ride' }));
    await expect(args.loadDetail).toHaveBeenCalledWith(1);
    await expect(form.getByRole('link', { name: /\/book\/1\/event-1$/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Buffer before (minutes)' })).toHaveValue('10');
    // Long spans read back in days and hours.
    await expect(form.getByRole('textbox', { name: 'Cancel notice (minutes)' })).toHaveAccessibleDescription(
      '= 1 d',
    );
    await expect(form.getByRole('checkbox', { name: 'Maya Chen' })).toBeChecked();
    await expect(
      within(
        within(form.getByRole('group', { name: 'Booking questions' })).getByRole('group', {
          name: 'Question 1',
        }),
      ).getByRole('textbox', { name: 'Question' }),
    ).toHaveValue('Liability waiver');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Link name' })).toHaveAccessibleDescription(
        expect.stringContaining('You already use this link name.'),
      ),
    );
    await expect(args.onUpdate).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ slug: 'event-1', shopIds: [1, 2] }),
    );
  },
};

/** The detail does not load: the drawer says so and offers a retry. */
export const EditLoadFailed: Story = {
  args: { loadDetail: fn((_id: number) => Promise.reject<EventTypeDetail>(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit E-bike test ride' }));
    await expect(await screen.findByText('The event type could not be loaded.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Staff read the event types; they cannot change them. */
export const StaffReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add event type' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A brand (inside Test Rides, no heading): test rides and demo events only, at its dealers' shops named with the dealer. */
export const Brand: Story = {
  args: {
    title: undefined,
    onOpenSchedules: undefined,
    kinds: ['test_ride', 'demo_event'],
    options: brandOptionsFixture,
    load: () => Promise.resolve({ rows: [rows[0] as EventTypeRow], total: 1 }),
  },
  play: async ({ canvasElement }) => {
    await bodyRows(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Schedules' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add event type' }));
    const form = within(await screen.findByRole('form', { name: 'New event type' }));
    await expect(form.getByRole('checkbox', { name: 'Summit E-Ride Denver (Summit E-Ride)' })).toBeVisible();
    await expect(form.queryByText('Hosts')).toBeNull();
    await userEvent.click(form.getByRole('combobox', { name: 'Kind' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Test ride',
      'Demo event',
    ]);
  },
};

/** The filters: kind, status and shop apply on Search. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByRole('search', { name: 'Event type filters' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo event' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Shop' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Cycles Mission' }));
    await userEvent.click(filters.getByRole('button', { name: 'Search' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({
      ...query,
      q: undefined,
      kind: 'demo_event',
      status: 'draft',
      shopId: 2,
    });
  },
};

export const Empty: Story = {
  args: { load: () => Promise.resolve({ rows: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No event types match these filters.')).toBeVisible();
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
