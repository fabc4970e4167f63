import type { CompensationRule, FulfillmentType } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CompensationRules } from './CompensationRules';

const types: FulfillmentType[] = [
  {
    id: 1,
    ownerCompanyId: null,
    code: 'repair_in_shop',
    name: 'Repair in shop',
    requiresReturn: false,
    shipsReplacement: false,
    compensatesRetailer: true,
    active: true,
  },
];

const base: CompensationRule = {
  id: 1,
  ownerCompanyId: null,
  name: 'Platform standard',
  fulfillmentTypeId: null,
  componentType: null,
  laborRateCentsPerHour: 9_000,
  laborOperations: [],
  partsBasis: 'dealer_cost',
  partsMarkupPct: 0,
  handlingFeeCents: 0,
  freightCapCents: null,
  claimCapCents: null,
  submitWithinDays: 30,
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  version: 1,
  supersedesId: null,
  retiredAt: null,
};

const rules: CompensationRule[] = [
  base,
  {
    ...base,
    id: 2,
    ownerCompanyId: 10,
    name: 'Voltline motors',
    fulfillmentTypeId: 1,
    componentType: 'motor',
    laborRateCentsPerHour: 11_000,
    laborOperations: [{ code: 'MOTOR-RR', description: 'Motor remove and refit', standardHours: 1.2 }],
    partsBasis: 'cost_plus_pct',
    partsMarkupPct: 15,
    handlingFeeCents: 2_500,
    freightCapCents: 7_500,
    claimCapCents: 150_000,
    effectiveTo: '2026-05-31',
    retiredAt: '2026-05-01T10:00:00Z',
  },
  {
    ...base,
    id: 5,
    ownerCompanyId: 10,
    name: 'Voltline motors',
    fulfillmentTypeId: 1,
    componentType: 'motor',
    laborRateCentsPerHour: 12_000,
    laborOperations: [{ code: 'MOTOR-RR', description: 'Motor remove and refit', standardHours: 1.2 }],
    partsBasis: 'cost_plus_pct',
    partsMarkupPct: 15,
    handlingFeeCents: 2_500,
    freightCapCents: 7_500,
    claimCapCents: 150_000,
    effectiveFrom: '2026-06-01',
    version: 2,
    supersedesId: 2,
  },
  { ...base, id: 7, ownerCompanyId: 10, name: 'Old battery rule', effectiveTo: '2025-12-31' },
];

const meta = {
  title: 'Console/Warranties/Compensation/CompensationRules',
  component: CompensationRules,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/company/warrantyCompensation">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Warranty Compensation',
    rules,
    fulfillmentTypes: types,
    today: '2026-11-22',
    loading: false,
    failed: false,
    onRetry: fn(),
    canEdit: (rule: CompensationRule) => rule.ownerCompanyId === 10,
    onCreate: fn(() => Promise.resolve()),
    onNewVersion: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CompensationRules>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Compensation rules' }))
    .getAllByRole('row')
    .slice(1);

/** A brand: one row per rule (its newest version); the platform default read-only; ended rules hidden. */
export const BrandRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvas);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Platform standard',
      'Voltline motors',
    ]);
    await expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .slice(1, 12)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Your brand',
      'Repair in shop',
      'Motor',
      '$120.00/h',
      '1 flat-rate operations',
      'Cost plus 15%',
      '$25.00',
      'Claim $1,500.00 · Freight $75.00',
      'from 2026-06-01',
      'v2',
      'In force',
    ]);
    await expect(canvas.queryByRole('button', { name: 'New version of Platform standard' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show ended rules' }));
    await expect(bodyRows(canvas)).toHaveLength(3);
  },
};

/** The drawer shows the terms and every version, the one read marked. */
export const ViewRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Voltline motors' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Voltline motors' }));
    await expect(drawer.getByText('$120.00 per hour')).toBeVisible();
    const versions = within(drawer.getByRole('table', { name: 'Versions' }))
      .getAllByRole('row')
      .slice(1);
    await expect(versions.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'from 2026-06-01',
      '2025-01-01 to 2026-05-31',
    ]);
    await expect(drawer.getByText('v2 (shown)')).toBeVisible();
    await expect(
      within(drawer.getByRole('table', { name: 'Flat-rate labor operations' })).getByText('MOTOR-RR'),
    ).toBeVisible();
  },
};

/** A new rule: dollars typed, cents sent; a flat-rate operation added. */
export const AddRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    const form = within(canvas.getByRole('form', { name: 'New compensation rule' }));
    await userEvent.click(form.getByRole('button', { name: 'Add rule' }));
    await expect(await form.findAllByText('This field is required.')).toHaveLength(2);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Battery work');
    await userEvent.type(form.getByRole('textbox', { name: 'Labor rate per hour (USD)' }), '95.50');
    await userEvent.type(form.getByRole('textbox', { name: 'Claim cap (USD)' }), '1,200');
    await userEvent.click(form.getByRole('button', { name: 'Add operation' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Operation 1 code' }), 'BATT-TEST');
    await userEvent.type(form.getByRole('textbox', { name: 'Description' }), 'Battery diagnosis');
    await userEvent.type(form.getByRole('textbox', { name: 'Standard hours' }), '0.5');
    await userEvent.click(form.getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Battery work',
          laborRateCentsPerHour: 9_550,
          claimCapCents: 120_000,
          freightCapCents: null,
          laborOperations: [{ code: 'BATT-TEST', description: 'Battery diagnosis', standardHours: 0.5 }],
          partsBasis: 'dealer_cost',
        }),
      ),
    );
    await waitFor(() => expect(screen.getByText('Compensation rule added.')).toBeVisible());
  },
};

/** A change is a new version: the terms start from the current ones; the start date must be given. */
export const NewVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New version of Voltline motors' }));
    const form = within(canvas.getByRole('form', { name: 'New version of Voltline motors' }));
    await expect(form.getByRole('textbox', { name: 'Labor rate per hour (USD)' })).toHaveValue('120.00');
    await expect(form.getByRole('textbox', { name: 'Markup (%)' })).toHaveValue('15');
    await userEvent.click(form.getByRole('button', { name: 'Save new version' }));
    await expect(await form.findByText('Choose a date.')).toBeVisible();
    await expect(args.onNewVersion).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { rules: [] } };

export const Loading: Story = { args: { rules: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { rules: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The compensation rules could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An admin: every brand's rules, the owner named, each rule a link to its page. */
export const AdminRules: Story = {
  args: {
    brands: [{ id: 10, name: 'Voltline' }],
    canEdit: () => true,
    detailPath: (rule) => `/rule/${rule.id}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvas);
    await expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('Voltline');
    await expect(canvas.getByRole('link', { name: 'Voltline motors' })).toHaveAttribute(
      'href',
      expect.stringContaining('/rule/5'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(canvas.getByRole('combobox', { name: 'Applies to' })).toBeVisible();
  },
};
