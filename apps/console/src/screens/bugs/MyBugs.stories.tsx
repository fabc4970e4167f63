import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newDetail, newReport, pageOf, STORED_SCREENSHOT, STORY_NOW, triagedReport } from './bugs.fixtures';
import { MyBugs } from './MyBugs';

const meta = {
  title: 'Console/Bugs & developer/Bugs/MyBugs',
  component: MyBugs,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/bugs/index">
        <FeedbackProvider>
          <Story />
        </FeedbackProvider>
      </MemoryNavigation>
    ),
  ],
  args: {
    title: 'Bug Reports',
    now: STORY_NOW,
    open: {
      page: pageOf([newReport, triagedReport]),
      loading: false,
      failed: false,
      onRetry: fn(),
      pageNum: 1,
      pageSize: 10,
      onPageChange: fn(),
    },
    report: {
      context: { pageUrl: 'http://localhost:8080/ec/bugs/index', userAgent: 'Story', appVersion: '0.0.0' },
      upload: fn(() => Promise.resolve({ code: 200, fileName: STORED_SCREENSHOT })),
      onSubmit: fn(() => Promise.resolve(newDetail)),
      onDone: fn(),
    },
  },
} satisfies Meta<typeof MyBugs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form to report a problem, then the company's open reports: number, who, severity, status, age. */
export const WithOpenReports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bug Reports' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Report a problem' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Open bug reports' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'BUG-000021' })).toHaveAttribute(
      'href',
      expect.stringContaining('/bugs/allBugs/bugDetails?id=21'),
    );
    await expect(within(rows[0] as HTMLElement).getByText('20 h')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Triaged')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Critical')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All reports, with filters' })).toBeVisible();
  },
};

/** A company without open reports says so. */
export const NoOpenReports: Story = {
  args: { open: { ...meta.args.open, page: pageOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your company has no open bug reports.')).toBeVisible();
  },
};

/** A failed load offers to try again; the form still works. */
export const LoadFailed: Story = {
  args: { open: { ...meta.args.open, page: undefined, failed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The open bug reports could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(args.open.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('form', { name: 'Report a problem' })).toBeVisible();
  },
};
