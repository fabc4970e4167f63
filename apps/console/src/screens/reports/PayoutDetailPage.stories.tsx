import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { PayoutDetailPage } from './PayoutDetailPage';
import { PageHarness } from './pageHarness.fixture';
import { paidPayoutDetail } from './payouts.fixtures';
import { pageOf, payLogCredit, settledClaim } from './transactions.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

/** Payout 4 is the company's; any other id is not found. */
const http = {
  get: fn((url: string, _query?: unknown) => {
    if (url === '/payouts/4') return ok(paidPayoutDetail);
    if (url === '/transactions') return ok(pageOf([settledClaim, payLogCredit]));
    return Promise.reject(refusal(404, 'Payout not found.'));
  }),
  post: fn(),
  request: fn(),
};

function Page({ path }: { path: string }) {
  return (
    <PageHarness http={http} path={path}>
      <PayoutDetailPage title="Payout Detail" fullPath={path} />
    </PageHarness>
  );
}

const meta = {
  title: 'Console/Money/Reports/PayoutDetailPage',
  component: Page,
  args: { path: '/reports/payouts/detail?id=4' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payout and exactly the transactions it settled (the report filtered by its id). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Payout PO-000004' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'CLM-000036' })).toBeVisible();
    await expect(http.get).toHaveBeenCalledWith('/transactions', { pageNum: 1, pageSize: 20, payoutId: 4 });
  },
};

/** Another company's payout, or none: not found, with the way back. */
export const NotFound: Story = {
  args: { path: '/reports/payouts/detail?id=99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("There is no such payout, or it is not one of your company's."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the payouts' })).toHaveAttribute(
      'href',
      '/reports/payouts',
    );
  },
};
