import { AppLink, FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReturnDetail, type ReturnHandlers } from './ReturnDetail';
import {
  closedReturn,
  inspectedReturn,
  inTransitReturn,
  labelIssuedReturn,
  receivedReturn,
  requestedReturn,
} from './returns.fixtures';

const BRAND = 1;
const RETAILER = 2;
const ADMIN = 3;
const LABEL_FILE = '9a8b7c6d-1111-4222-8333-444455556666.pdf';

const handlers = (): ReturnHandlers => ({
  update: fn(() => Promise.resolve()),
  label: fn(() => Promise.resolve()),
  ship: fn(() => Promise.resolve()),
  receive: fn(() => Promise.resolve()),
  inspect: fn(() => Promise.resolve()),
  close: fn(() => Promise.resolve()),
  cancel: fn(() => Promise.resolve()),
  downloadLabel: fn(() => Promise.resolve()),
  upload: fn(() => Promise.resolve({ code: 200, fileName: LABEL_FILE })),
});

const meta = {
  title: 'Console/Warranties/Returns/ReturnDetail',
  component: ReturnDetail,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/adminConfiguration/reverse/12">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: { shipment: requestedReturn, userType: BRAND, handlers: handlers() },
} satisfies Meta<typeof ReturnDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The names of the buttons shown (the actions, and the label's download when there is one). */
const buttonNames = (canvas: Canvas) =>
  canvas.queryAllByRole('button').map((button: HTMLElement) => button.textContent?.trim());

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The retailer, before the goods leave: only "Mark shipped"; carrier and tracking number are required. */
export const RetailerShipsRequested: Story = {
  args: { userType: RETAILER, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Requested', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByText('Overdue')).toBeNull();
    await expect(buttonNames(canvas)).toEqual(['Mark shipped']);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    const form = within(canvas.getByRole('form', { name: 'Ship RMA-000012' }));
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }));
    await expect(await form.findAllByText('This field is required.')).toHaveLength(2);
    await expect(args.handlers.ship).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Carrier' }), 'DHL');
    await userEvent.type(form.getByRole('textbox', { name: 'Tracking number' }), 'JD0123456789');
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(args.handlers.ship).toHaveBeenCalledWith({ carrier: 'DHL', trackingNumber: 'JD0123456789' }),
    );
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await waitFor(() => expect(screen.getByText('Return marked shipped.')).toBeVisible());
  },
};

/** With a label issued the retailer downloads it and ships with the label's carrier and tracking number. */
export const RetailerShipsLabelIssued: Story = {
  args: { shipment: labelIssuedReturn, userType: RETAILER, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Label issued', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('UPS 1Z999AA10000012')).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Mark shipped', 'Download label']);
    await userEvent.click(canvas.getByRole('button', { name: 'Download label' }));
    await expect(args.handlers.downloadLabel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    const form = within(canvas.getByRole('form', { name: 'Ship RMA-000012' }));
    await expect(form.getByRole('textbox', { name: 'Carrier' })).toHaveValue('UPS');
    await userEvent.click(form.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(args.handlers.ship).toHaveBeenCalledWith({ carrier: 'UPS', trackingNumber: '1Z999AA10000012' }),
    );
  },
};

/** The brand, once the goods are on their way: only "Receive"; each quantity starts at what was sent. */
export const BrandReceivesInTransit: Story = {
  args: { shipment: inTransitReturn, userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(buttonNames(canvas)).toEqual(['Receive', 'Download label']);
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
    const form = within(canvas.getByRole('form', { name: 'Receive RMA-000012' }));
    const motor = form.getByRole('textbox', { name: 'Received of VL-MOTOR-250' });
    const cable = form.getByRole('textbox', { name: 'Received of VL-CABLE-07' });
    await expect(motor).toHaveValue('1');
    await expect(cable).toHaveValue('2');
    await userEvent.clear(cable);
    await userEvent.type(cable, '3');
    await userEvent.click(form.getByRole('button', { name: 'Record receipt' }));
    await expect(await form.findByText('At most 2.')).toBeVisible();
    await expect(args.handlers.receive).not.toHaveBeenCalled();
    await userEvent.clear(cable);
    await userEvent.type(cable, '1');
    await userEvent.click(form.getByRole('button', { name: 'Record receipt' }));
    await waitFor(() =>
      expect(args.handlers.receive).toHaveBeenCalledWith({
        items: [
          { itemId: 1, receivedQuantity: 1 },
          { itemId: 2, receivedQuantity: 1 },
        ],
      }),
    );
  },
};

/** A result other than a confirmed defect rejects the claim, and needs notes (the contract's rule). */
export const BrandInspectsNoFaultFound: Story = {
  args: { shipment: receivedReturn, userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(buttonNames(canvas)).toEqual(['Inspect', 'Download label']);
    await expect(cellTexts(canvas.getByRole('table', { name: 'Returned items' }))).toEqual([
      ['VL-MOTOR-250', 'MT-88812', 'Rear hub motor 250 W', '1', '1'],
      ['VL-CABLE-07', '—', 'Motor cable', '2', '2'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Inspect' }));
    const form = within(canvas.getByRole('form', { name: 'Inspect RMA-000012' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Result' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No fault found' }));
    await expect(form.getByRole('status')).toHaveTextContent('The claim is rejected (no fault found).');
    await userEvent.click(form.getByRole('button', { name: 'Record inspection' }));
    await expect(await form.findByText('Say what the inspection found.')).toBeVisible();
    await expect(args.handlers.inspect).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Notes' }), 'Motor runs fine on the bench.');
    await userEvent.click(form.getByRole('button', { name: 'Record inspection' }));
    await waitFor(() =>
      expect(args.handlers.inspect).toHaveBeenCalledWith({
        result: 'no_fault_found',
        notes: 'Motor runs fine on the bench.',
      }),
    );
  },
};

/** A confirmed defect compensates the claim; notes may be left out. */
export const BrandInspectsConfirmedDefect: Story = {
  args: { shipment: receivedReturn, userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inspect' }));
    const form = within(canvas.getByRole('form', { name: 'Inspect RMA-000012' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Result' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Confirmed defect' }));
    await expect(form.getByRole('status')).toHaveTextContent(
      'The defect is confirmed: the claim is compensated.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Record inspection' }));
    await waitFor(() =>
      expect(args.handlers.inspect).toHaveBeenCalledWith({ result: 'confirmed_defect', notes: undefined }),
    );
  },
};

/** Past its return-by date: a red "Overdue" tag. The brand may issue a label, edit or cancel (with a reason). */
export const BrandRequestedOverdueCancels: Story = {
  args: { shipment: { ...requestedReturn, overdue: true }, userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Issue label', 'Edit addresses', 'Cancel return']);
    await expect(canvas.getByText('CLM-000007')).toBeVisible();
    await expect(canvas.getByText('Not inspected yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel return' }));
    const form = within(canvas.getByRole('form', { name: 'Cancel RMA-000012' }));
    await expect(
      form.getByText(
        'Cancelling waives the return: the part is not sent back, and the claim is settled without it.',
      ),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Cancel return' }));
    await expect(await form.findByText('This field is required.')).toBeVisible();
    await expect(args.handlers.cancel).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Photos are enough.');
    await userEvent.click(form.getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(args.handlers.cancel).toHaveBeenCalledWith({ reason: 'Photos are enough.' }));
  },
};

/** The brand issues a label: a carrier, and the label file uploaded; the tracking number may follow. */
export const BrandIssuesLabel: Story = {
  args: { userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue label' }));
    const form = within(canvas.getByRole('form', { name: 'Issue a label for RMA-000012' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await userEvent.upload(
      form.getByLabelText('Select file'),
      new File([new Uint8Array(512)], 'label.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(args.handlers.upload).toHaveBeenCalledTimes(1));
    await userEvent.click(form.getByRole('button', { name: 'Issue label' }));
    await waitFor(() =>
      expect(args.handlers.label).toHaveBeenCalledWith({
        carrier: 'UPS',
        trackingNumber: undefined,
        labelFileId: LABEL_FILE,
      }),
    );
  },
};

/** The brand corrects the addresses while the goods have not left; the return-by date stays. */
export const BrandEditsAddresses: Story = {
  args: { userType: BRAND, handlers: handlers() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit addresses' }));
    const form = within(canvas.getByRole('form', { name: 'Edit RMA-000012' }));
    const shipTo = form.getByRole('textbox', { name: 'Ship to' });
    await userEvent.clear(shipTo);
    await userEvent.type(shipTo, 'Voltline Service Center, Reno');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.handlers.update).toHaveBeenCalledWith({
        shipFrom: requestedReturn.shipFrom,
        shipTo: 'Voltline Service Center, Reno',
        returnBy: '2026-12-06',
      }),
    );
  },
};

/** An admin on an inspected return: the inspection, the history, the claim link, and "Close return". */
export const AdminClosesInspected: Story = {
  args: {
    shipment: inspectedReturn,
    userType: ADMIN,
    handlers: handlers(),
    claimLink: <AppLink to="/warranty/detail?claim=7">CLM-000007</AppLink>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inspected', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CLM-000007' })).toHaveAttribute(
      'href',
      '/warranty/detail?claim=7',
    );
    await expect(canvas.getByText('No fault found')).toBeVisible();
    await expect(canvas.getByText('Motor runs fine on the bench.')).toBeVisible();
    await expect(cellTexts(canvas.getByRole('table', { name: 'Return history' })).at(-1)).toEqual([
      '2026-11-28 11:45',
      'Received → Inspected',
      'Bea Brand',
      'no fault found',
    ]);
    await expect(buttonNames(canvas)).toEqual(['Close return', 'Download label']);
    await userEvent.click(canvas.getByRole('button', { name: 'Close return' }));
    const form = within(canvas.getByRole('form', { name: 'Close RMA-000012' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Part scrapped.');
    await userEvent.click(form.getByRole('button', { name: 'Close return' }));
    await waitFor(() => expect(args.handlers.close).toHaveBeenCalledWith({ note: 'Part scrapped.' }));
  },
};

/** An admin sees both sides' actions before the goods leave. */
export const AdminRequested: Story = {
  args: { userType: ADMIN, handlers: handlers() },
  play: async ({ canvasElement }) => {
    await expect(buttonNames(within(canvasElement))).toEqual([
      'Issue label',
      'Mark shipped',
      'Edit addresses',
      'Cancel return',
    ]);
  },
};

/** A closed return: nothing left to do, for anyone. */
export const Closed: Story = {
  args: { shipment: closedReturn, userType: ADMIN, handlers: handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed', { selector: 'span' })).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Download label']);
  },
};
