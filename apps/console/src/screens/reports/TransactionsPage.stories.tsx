import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from './pageHarness.fixture';
import { TransactionsPage } from './TransactionsPage';
import { pageOf, pendingClaim } from './transactions.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

const http = {
  get: fn((_url: string, _query: unknown) => ok(pageOf([pendingClaim]))),
  post: fn(),
  request: fn(() => Promise.resolve(new Blob(['Date\r\n'], { type: 'text/csv' }))),
};

const PATH = '/reports/transaction?type=claim_compensation&status=pending&pageNum=2';

function Page() {
  return (
    <PageHarness http={http} path={PATH}>
      <TransactionsPage title="Transactions" fullPath={PATH} />
    </PageHarness>
  );
}

const meta = {
  title: 'Console/Money/Reports/TransactionsPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters come from the address; the CSV asks for the same filters without the paging. */
export const FiltersFromTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'CLM-000041' })).toBeVisible();
    await expect(http.get).toHaveBeenCalledWith(
      '/transactions',
      expect.objectContaining({ pageNum: 2, pageSize: 20, type: 'claim_compensation', status: 'pending' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(http.request).toHaveBeenCalledWith({
        method: 'GET',
        url: '/transactions/export',
        params: expect.not.objectContaining({ pageNum: expect.anything() }),
        responseType: 'blob',
      }),
    );
    await expect(http.request).toHaveBeenCalledWith(
      expect.objectContaining({
        params: expect.objectContaining({ type: 'claim_compensation', status: 'pending' }),
      }),
    );
  },
};
