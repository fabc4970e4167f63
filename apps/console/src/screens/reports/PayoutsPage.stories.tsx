import type { OnboardingStepBody, PayoutSetup } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { PayoutsPage } from './PayoutsPage';
import { PageHarness } from './pageHarness.fixture';
import { payoutRows, setupNotStarted } from './payouts.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

/**
 * A server of these stories: the set-up starts empty; starting asks for every step; each step saved takes it
 * off what is due. `missing`: the payout endpoints answer 404 (as before the payout API is deployed).
 */
function payoutServer({ missing = false } = {}) {
  let setup: PayoutSetup = setupNotStarted;
  return {
    get: fn((url: string) => {
      if (missing) return Promise.reject(refusal(404, 'Resource not found.'));
      if (url === '/payouts/setup') return ok(setup);
      if (url === '/payouts') return ok({ rows: payoutRows, total: payoutRows.length });
      return Promise.reject(refusal(404, 'Resource not found.'));
    }),
    post: fn((url: string, body: OnboardingStepBody | Record<string, never>) => {
      if (url === '/payouts/setup/start') {
        setup = {
          ...setup,
          account: {
            payoutsEnabled: false,
            requirementsDue: ['business_profile', 'representative', 'external_account', 'tos_acceptance'],
            requirementsPastDue: [],
            currentDeadline: '2026-12-15T00:00:00.000Z',
            disabledReason: null,
            destinationLast4: null,
            destinationBankName: null,
          },
        };
        return ok(setup);
      }
      const account = setup.account;
      if (url === '/payouts/setup/requirement' && account && 'requirement' in body) {
        setup = {
          ...setup,
          account: {
            ...account,
            requirementsDue: account.requirementsDue.filter((r) => r !== body.requirement),
          },
        };
        return ok(setup);
      }
      return Promise.reject(refusal(404, 'Resource not found.'));
    }),
    request: fn(),
  };
}

function Page({ http, userRole }: { http: ReturnType<typeof payoutServer>; userRole: number }) {
  return (
    <PageHarness http={http} path="/reports/payouts" userRole={userRole}>
      <PayoutsPage title="Payouts" fullPath="/reports/payouts" />
    </PageHarness>
  );
}

const meta = {
  title: 'Console/Money/Reports/PayoutsPage',
  component: Page,
  args: { http: payoutServer(), userRole: 1 },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner starts the set-up and completes its first step; the set-up is read again after each. */
export const OwnerSetsUpPayouts: Story = {
  args: { http: payoutServer() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not set up')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'PO-000004' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up payouts' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set up payouts' }));
    await expect(args.http.post).toHaveBeenCalledWith(
      '/payouts/setup/start',
      {},
      {
        headers: { 'Idempotency-Key': expect.stringMatching(/^[\w-]{36}$/) },
      },
    );
    const first = within(await dialog.findByRole('form', { name: 'Business details (legal name and EIN)' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Legal name' }), 'Harbor Cycles LLC');
    await userEvent.type(first.getByRole('textbox', { name: 'EIN' }), '123456789');
    await userEvent.click(first.getByRole('button', { name: 'Save and continue' }));
    await expect(await dialog.findByRole('form', { name: 'Company representative' })).toBeVisible();
    await expect(args.http.post).toHaveBeenCalledWith(
      '/payouts/setup/requirement',
      { requirement: 'business_profile', legalName: 'Harbor Cycles LLC', taxId: '123456789' },
      { silent: true, headers: { 'Idempotency-Key': expect.any(String) } },
    );
    await waitFor(() =>
      expect(args.http.get.mock.calls.filter(([url]) => url === '/payouts/setup').length).toBe(3),
    );
    await expect(canvas.getByText('Information needed')).toBeVisible();
  },
};

/** Staff read the set-up and the payouts; nothing to change. */
export const StaffReadOnly: Story = {
  args: { http: payoutServer(), userRole: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Only the company's owner can set up payouts.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set up payouts' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'PO-000003' })).toBeVisible();
  },
};

/** Without the payout endpoints the page says what could not be loaded, and shows nothing made up. */
export const EndpointsMissing: Story = {
  args: { http: payoutServer({ missing: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The payout set-up could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The payouts could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Payouts' })).toBeNull();
  },
};
