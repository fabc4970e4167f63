import type { UrlTimeoutVerifyResult } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { label, refusal } from './auth.fixture';
import { LoginSetupForm } from './LoginSetupForm';
import { PASSWORD_MISMATCH, PASSWORD_RULE } from './password.logic';
import { LINK_INVALID, LINK_MISSING } from './SignedLinkPassword';

const valid: UrlTimeoutVerifyResult = { valid: true, purpose: 'invite', email: 'new.owner@example.com' };

const meta = {
  title: 'Console/Sign-in & account/Auth/LoginSetup',
  component: LoginSetupForm,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/login_setup">
        <div style={{ maxWidth: 440 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    sign: 'invite-token',
    onVerifyLink: fn(async (_sign: string) => valid),
    onSetPassword: fn(async () => {}),
  },
} satisfies Meta<typeof LoginSetupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await expect(await canvas.findByText(/Choose a password for new\.owner@example\.com\./)).toBeVisible();
    await expect(args.onVerifyLink).toHaveBeenCalledWith('invite-token');
    const password = canvas.getByLabelText(label('Password'));
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    await userEvent.type(password, 'first-ride-1');
    await userEvent.type(canvas.getByLabelText(label('Confirm password')), 'first-ride-1{Enter}');
    await expect(args.onSetPassword).toHaveBeenCalledWith({ sign: 'invite-token', password: 'first-ride-1' });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password is set' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=new.owner%40example.com',
    );
  },
};

export const Checking: Story = {
  args: { onVerifyLink: fn((_sign: string) => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking the link…')).toBeVisible();
    await expect(canvas.queryByLabelText(label('Password'))).toBeNull();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(label('Password'));
    await userEvent.type(password, 'short');
    await userEvent.type(canvas.getByLabelText(label('Confirm password')), 'shorter{Enter}');
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(label('Confirm password'))).toHaveAccessibleDescription(
      PASSWORD_MISMATCH,
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

export const MissingSign: Story = {
  args: { sign: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    await expect(canvas.getByText(LINK_MISSING)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(args.onVerifyLink).not.toHaveBeenCalled();
  },
};

export const ExpiredLink: Story = {
  args: { onVerifyLink: fn(async (_sign: string) => ({ ...valid, valid: false, email: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeVisible();
    await expect(canvas.getByText(LINK_INVALID)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** The first check fails (rate limit), the next one passes. */
function failingOnce() {
  const onVerifyLink = fn(async (_sign: string) => {
    if (onVerifyLink.mock.calls.length === 1)
      throw refusal(429, 'Too many requests, please try again in 1 minute.');
    return valid;
  });
  return onVerifyLink;
}

export const CheckFailed: Story = {
  args: { onVerifyLink: failingOnce() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again in 1 minute.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Choose a password for new\.owner@example\.com\./)).toBeVisible();
    await expect(args.onVerifyLink).toHaveBeenCalledTimes(2);
  },
};
