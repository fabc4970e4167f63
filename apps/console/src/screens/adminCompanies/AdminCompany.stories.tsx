import type { CompanyStatusBody } from '@console/contract';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TransactionsReport } from '../reports/TransactionsReport';
import { firstQuery, pageOf, payLogCredit, settledClaim } from '../reports/transactions.fixtures';
import { ADMIN_LINKS } from '../reports/transactions.logic';
import { AdminCompany } from './AdminCompany';
import { harborCompany, harborSuspension, voltlineRequest } from './adminCompanies.fixtures';

const meta = {
  title: 'Console/Companies/AdminCompanies/AdminCompany',
  component: AdminCompany,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <MemoryNavigation initialPath="/admin-company/retailer/detail/4">
          <Story />
        </MemoryNavigation>
      </FeedbackProvider>
    ),
  ],
  args: {
    company: harborCompany,
    brandRequests: undefined,
    documents: <p>The company's documents.</p>,
    onSuspend: fn((_body: CompanyStatusBody) => Promise.resolve()),
    onReactivate: fn((_body: CompanyStatusBody) => Promise.resolve()),
    trail: {
      page: { rows: [harborSuspension], total: 1 },
      loading: false,
      failed: false,
      onRetry: fn(),
      pageNum: 1,
      pageSize: 10,
      onPageChange: fn(),
    },
  },
} satisfies Meta<typeof AdminCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** A retailer: details, users (role, status, last sign-in), shops linked to their pages, documents. */
export const Retailer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Harbor Cycles' })).toBeVisible();
    await expect(canvas.getByText('1 Embarcadero Ctr, Suite 200, San Francisco, CA 94111')).toBeVisible();
    await expect(canvas.getByText('Pacific (America/Los_Angeles)')).toBeVisible();
    await expect(rowsOf(canvas.getByRole('table', { name: 'Users' }))).toEqual([
      ['Rita Retail', 'retailer@console.test', 'Owner', 'Active', '2026-11-24 17:45'],
      ['Ivan Invited', 'invited@console.test', 'Manager', 'Invited', 'Never'],
      ['Sid Staff', 'retailer.staff@console.test', 'Staff', 'Deactivated', 'Never'],
    ]);
    const trail = within(canvas.getByRole('table', { name: 'Audit trail of Harbor Cycles' }));
    await expect(trail.getByText('Suspended Harbor Cycles')).toBeVisible();
    await expect(trail.getByText('Status: Active → Suspended')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/admin-user/index?companyId=4',
    );
    await expect(canvas.getByRole('link', { name: 'Harbor Cycles Oakland' })).toHaveAttribute(
      'href',
      '/admin/shop/detail/2',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Documents' })).getByText("The company's documents."),
    ).toBeVisible();
    // A retailer has no brand registration requests.
    await expect(canvas.queryByRole('heading', { name: 'Brand registration requests' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the retailers' })).toHaveAttribute(
      'href',
      '/admin-company/retailer',
    );
  },
};

/** The company's transactions, so a balance can be traced: its claims and payment logs link to their pages. */
export const Transactions: Story = {
  args: {
    transactions: (
      <TransactionsReport
        query={firstQuery}
        onQueryChange={fn()}
        page={pageOf([settledClaim, payLogCredit])}
        loading={false}
        failed={false}
        onRetry={fn()}
        onExport={fn()}
        exporting={false}
        links={ADMIN_LINKS}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Transactions' }));
    await expect(section.getByRole('heading', { level: 3, name: 'Transactions' })).toBeVisible();
    await expect(section.getByRole('link', { name: payLogCredit.reference?.label ?? '' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/amount/payLogs?view=history&log=${payLogCredit.reference?.id}`),
    );
  },
};

/** Suspending takes a reason, then sends it. */
export const Suspend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reactivate…' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend…' }));
    const form = within(canvas.getByRole('form', { name: 'Suspend Harbor Cycles' }));
    await expect(form.getByText(/signed out at once/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Suspend company' }));
    await expect(await form.findByText('Say why.')).toBeVisible();
    await expect(args.onSuspend).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Unpaid platform fees.');
    await userEvent.click(form.getByRole('button', { name: 'Suspend company' }));
    await waitFor(() => expect(args.onSuspend).toHaveBeenCalledWith({ reason: 'Unpaid platform fees.' }));
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Suspend Harbor Cycles' })).toBeNull());
  },
};

/** A suspended company: reactivate, with its history shown. */
export const Suspended: Story = {
  args: {
    company: {
      ...harborCompany,
      status: 'suspended',
      can: { suspend: false, reactivate: true },
      statusHistory: [
        {
          from: 'active',
          to: 'suspended',
          actor: 'Fiona Finance',
          reason: 'Unpaid platform fees.',
          at: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suspended', { selector: 'span' })).toBeVisible();
    await expect(rowsOf(canvas.getByRole('table', { name: 'Company status history' }))).toEqual([
      ['2026-11-20 10:00', 'Active → Suspended', 'Fiona Finance', 'Unpaid platform fees.'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate…' }));
    const form = within(canvas.getByRole('form', { name: 'Reactivate Harbor Cycles' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Fees paid.');
    await userEvent.click(form.getByRole('button', { name: 'Reactivate company' }));
    await waitFor(() => expect(args.onReactivate).toHaveBeenCalledWith({ reason: 'Fees paid.' }));
  },
};

/** Waiting for review: an admin activates it (or suspends it). */
export const PendingReview: Story = {
  args: { company: { ...harborCompany, status: 'pending_review', can: { suspend: true, reactivate: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending review', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend…' })).toBeVisible();
  },
};

/** A support admin reads; only a super admin or finance changes the status. */
export const SupportReadsOnly: Story = {
  args: { company: { ...harborCompany, can: { suspend: false, reactivate: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Suspend|Reactivate|Activate/ })).toBeNull();
  },
};

/** A brand: its onsite service and the registration request that made it. */
export const Brand: Story = {
  args: {
    company: { ...harborCompany, id: 2, type: 1, name: 'Voltline Bikes', onsiteAvailable: false, shops: [] },
    brandRequests: [voltlineRequest],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not offered')).toBeVisible();
    await expect(canvas.getByText('No shops yet.')).toBeVisible();
    await expect(rowsOf(canvas.getByRole('table', { name: 'Brand registration requests' }))).toEqual([
      ['2024-11-28', 'Bea Brand', 'brand@console.test', 'Approved', '2024-12-01'],
    ]);
    await expect(canvas.getByRole('link', { name: 'Back to the brands' })).toHaveAttribute(
      'href',
      '/admin-company/brand',
    );
  },
};

export const BrandRequestsLoading: Story = {
  args: { company: { ...harborCompany, type: 1 }, brandRequests: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Requests loading')).toBeVisible();
  },
};
