import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryNavigation } from '../../navigation';
import { retailerTrail } from '../fixtures/routes.fixture';
import { Breadcrumb } from './Breadcrumb';

const onNavigate = fn();

const meta = {
  title: 'UI/Layout/Breadcrumb',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Shows where the current page sits in the menu, in the top bar. ConsoleLayout builds it from the routes; use it alone only in a frame of your own.',
      },
    },
  },
  component: Breadcrumb,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/" onNavigate={onNavigate}>
        <Story />
      </MemoryNavigation>
    ),
  ],
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });

export const WithHome: Story = {
  args: { items: retailerTrail('/warranty/index') },
  play: async ({ canvasElement }) => {
    const trail = nav(canvasElement);
    await expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HOME', '/Warranties']);
    const home = within(trail).getByRole('link', { name: 'HOME' });
    await userEvent.click(home);
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    await expect(within(trail).getByText('Warranties')).toHaveAttribute('aria-current', 'page');
  },
};

export const OnDashboard: Story = {
  args: { items: retailerTrail('/dashboard') },
  play: async ({ canvasElement }) => {
    const trail = nav(canvasElement);
    // The dashboard is home: no HOME item in front of it.
    await expect(within(trail).queryByText('HOME')).not.toBeInTheDocument();
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(trail).getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(within(trail).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const DirectoryNotClickable: Story = {
  args: { items: retailerTrail('/reports/payouts') },
  play: async ({ canvasElement }) => {
    const trail = nav(canvasElement);
    await expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HOME', '/Reports', '/Payouts']);
    // 'Reports' is a noRedirect directory: plain text, not a link.
    await expect(within(trail).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    await expect(within(trail).getAllByRole('link')).toHaveLength(1);
  },
};

export const HiddenDetailPage: Story = {
  args: { items: retailerTrail('/company/shop/detail/7') },
  play: async ({ canvasElement }) => {
    const trail = nav(canvasElement);
    // The hidden page shows its own title (the template showed the parent's).
    await expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HOME', '/Company', '/Shop Detail']);
    await expect(within(trail).getByText('Shop Detail')).toHaveAttribute('aria-current', 'page');
  },
};
