import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLink, MemoryNavigation, NavigationProvider, useNavigation } from './Navigation';

function Location() {
  return <p>Location: {useNavigation().fullPath}</p>;
}

const meta = {
  title: 'UI/Foundations/Navigation',
  tags: ['autodocs'],
  component: NavigationProvider,
  subcomponents: { MemoryNavigation, AppLink },
  parameters: {
    docs: {
      description: {
        component:
          'Connect the layout to your router with NavigationProvider (the location, navigate and href); use MemoryNavigation in tests, stories and apps without a router. Inside either, AppLink is the link to use: a real anchor (middle-click and "open in new tab" work) that navigates in the app on a plain click.',
      },
    },
  },
  args: {
    value: {
      pathname: '/dashboard',
      fullPath: '/dashboard',
      navigate: fn(),
      href: (to: string) => `/ec${to}`,
    },
    children: (
      <>
        <Location />
        <AppLink to="/warranty/list">Warranties</AppLink>
      </>
    ),
  },
} satisfies Meta<typeof NavigationProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostRouter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Warranties' });
    // The anchor carries the host's URL (with its base), the click goes through the host's navigate.
    await expect(link).toHaveAttribute('href', '/ec/warranty/list');
    await userEvent.click(link);
    await expect(args.value.navigate).toHaveBeenCalledWith('/warranty/list', undefined);
    await expect(canvas.getByText('Location: /dashboard')).toBeVisible();
  },
};

export const InMemory: Story = {
  render: () => (
    <MemoryNavigation initialPath="/dashboard">
      <Location />
      <AppLink to="/warranty/list">Warranties</AppLink>
    </MemoryNavigation>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Location: /dashboard')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Warranties' }));
    await expect(canvas.getByText('Location: /warranty/list')).toBeVisible();
  },
};
