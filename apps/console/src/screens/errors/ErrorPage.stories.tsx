import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Console/Shell & dashboard/Errors/ErrorPage',
  component: ErrorPage,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/404">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    code: 404,
    heading: 'This page does not exist',
    text: 'The address may be mistyped, or the page has moved.',
    signedIn: false,
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor without a login: the public bar offers to sign in or register. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Public pages' });
    await expect(within(bar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(within(bar).getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(within(bar).queryByRole('link', { name: 'Back to the console' })).toBeNull();
  },
};

/** A signed-in user who reached another role's page (401): no sign-in, the way back to their console. */
export const SignedIn: Story = {
  args: {
    code: 401,
    heading: 'You have no access to this page',
    text: 'This page belongs to another kind of account.',
    signedIn: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'You have no access to this page' }),
    ).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Public pages' });
    await expect(within(bar).getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(bar).queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(within(bar).queryByRole('link', { name: 'Register' })).toBeNull();
  },
};
