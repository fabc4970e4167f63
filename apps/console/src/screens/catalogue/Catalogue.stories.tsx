import type { Product, ProductCreateBody, WarrantyTerm, WarrantyTermCreateBody } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { products } from '../warranty/warranty.fixtures';
import { Catalogue } from './Catalogue';

const terms: WarrantyTerm[] = [
  {
    id: 1,
    brandCompanyId: 10,
    productId: null,
    code: 'FRAME-LIFE',
    name: 'Frame, lifetime',
    componentType: 'frame',
    durationMonths: null,
    startBasis: 'purchase_date',
    laborCoveredPct: 100,
    partsCoveredPct: 100,
    transferable: true,
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
  },
  {
    id: 2,
    brandCompanyId: 10,
    productId: 1,
    code: 'BAT-24',
    name: 'Battery, two years',
    componentType: 'battery',
    durationMonths: 24,
    startBasis: 'registration_date',
    laborCoveredPct: 50,
    partsCoveredPct: 100,
    transferable: false,
    effectiveFrom: '2024-01-01',
    effectiveTo: '2026-12-31',
  },
];

const loaded = <T,>(rows: T[]) => ({ rows, loading: false, failed: false, retry: fn() });

const meta = {
  title: 'Console/Warranties/Catalogue/Catalogue',
  component: Catalogue,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    title: 'Products',
    products: loaded(products),
    terms: loaded(terms),
    onCreateProduct: fn((body: ProductCreateBody) =>
      Promise.resolve<Product>({ ...body, id: 9, brandCompanyId: 10, brandName: 'Voltline Bikes' }),
    ),
    onCreateTerm: fn((body: WarrantyTermCreateBody) =>
      Promise.resolve<WarrantyTerm>({ ...body, id: 9, brandCompanyId: 10 }),
    ),
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellsOf(canvas.getByRole('table', { name: 'Products' }))[0]).toEqual([
      'VL-CITY-24',
      'Voltline City',
      '2024',
      'E-bike class 1',
      '2,499.00',
      'Frame, Motor, Battery',
      'Active',
    ]);
    await expect(cellsOf(canvas.getByRole('table', { name: 'Warranty terms' }))).toEqual([
      [
        'FRAME-LIFE',
        'Frame, lifetime',
        'Frame',
        'Every model',
        'Lifetime',
        'Purchase date',
        '100% / 100%',
        '2024-01-01 – open',
      ],
      [
        'BAT-24',
        'Battery, two years',
        'Battery',
        'Voltline City',
        '24 months',
        'Registration date',
        '50% / 100%',
        '2024-01-01 – 2026-12-31',
      ],
    ]);
  },
};

/** A new model: the price is read as cents, a part number makes a component; missing fields are named. */
export const AddProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    const form = within(canvas.getByRole('form', { name: 'New product' }));
    await userEvent.click(form.getByRole('button', { name: 'Add product' }));
    await expect(await form.findByText('Enter the model year.')).toBeVisible();
    await expect(form.getByText('Choose the category.')).toBeVisible();
    await expect(form.getByText('Enter a price, e.g. 2,499.00.')).toBeVisible();

    await userEvent.type(form.getByRole('textbox', { name: 'SKU' }), 'vl-trail-26');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Voltline Trail');
    await userEvent.type(form.getByRole('textbox', { name: 'Model year' }), '2026');
    await userEvent.click(form.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'E-MTB' }));
    await userEvent.type(form.getByRole('textbox', { name: 'MSRP (USD)' }), '4,299.99');
    await userEvent.type(form.getByRole('textbox', { name: 'Frame' }), 'VL-F-900');
    await userEvent.type(form.getByRole('textbox', { name: 'Battery' }), 'VL-B-750');
    await userEvent.click(form.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(args.onCreateProduct).toHaveBeenCalledTimes(1));
    await expect((args.onCreateProduct as ReturnType<typeof fn>).mock.calls[0]?.[0]).toEqual({
      sku: 'VL-TRAIL-26',
      name: 'Voltline Trail',
      modelYear: 2026,
      category: 'emtb',
      msrpCents: 429_999,
      active: true,
      components: [
        { type: 'frame', partNumber: 'VL-F-900' },
        { type: 'battery', partNumber: 'VL-B-750' },
      ],
    });
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'New product' })).toBeNull());
    await waitFor(() => expect(screen.getByText('Product added.')).toBeVisible());
  },
};

/** A lifetime term for every model: no months are sent. */
export const AddLifetimeTerm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add term' }));
    const form = within(canvas.getByRole('form', { name: 'New warranty term' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Code' }), 'motor-life');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Motor, lifetime');
    await userEvent.click(form.getByRole('combobox', { name: 'Component' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Motor' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Lifetime' }));
    await userEvent.click(form.getByRole('combobox', { name: 'In force from' }));
    await userEvent.click((await screen.findAllByRole('button', { name: /\b1st, \d{4}/ }))[0] as HTMLElement);
    await userEvent.click(form.getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(args.onCreateTerm).toHaveBeenCalledTimes(1));
    await expect((args.onCreateTerm as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      code: 'MOTOR-LIFE',
      componentType: 'motor',
      durationMonths: null,
      productId: null,
      startBasis: 'purchase_date',
    });
    await waitFor(() => expect(screen.getByText('Warranty term added.')).toBeVisible());
  },
};

export const LoadFailed: Story = {
  args: { products: { rows: undefined, loading: false, failed: true, retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.products.retry).toHaveBeenCalledTimes(1);
  },
};
