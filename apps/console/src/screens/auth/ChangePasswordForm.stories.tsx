import type { UrlTimeoutVerifyResult } from '@console/contract';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { label, refusal } from './auth.fixture';
import { ChangePasswordView } from './ChangePasswordForm';
import { PASSWORD_MISMATCH } from './password.logic';
import { LINK_INVALID } from './SignedLinkPassword';

const WRONG_OLD = 'The current password is incorrect.';

const meta = {
  title: 'Console/Sign-in & account/Auth/ChangePassword',
  component: ChangePasswordView,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/changePassword">
        <div style={{ maxWidth: 440 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    sign: null,
    signedIn: true,
    onVerifyLink: fn(
      async (_sign: string): Promise<UrlTimeoutVerifyResult> => ({
        valid: true,
        purpose: 'password_setup',
        email: 'ada@example.com',
      }),
    ),
    onSetPassword: fn(async () => {}),
    onChangePassword: fn(async () => {}),
  },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillChange(canvasElement: HTMLElement, old: string, next: string, confirm = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(label('Current password')), old);
  await userEvent.type(canvas.getByLabelText(label('New password')), next);
  await userEvent.type(canvas.getByLabelText(label('Confirm new password')), `${confirm}{Enter}`);
}

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await fillChange(canvasElement, 'old-ride-1', 'new-ride-2');
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      oldPassword: 'old-ride-1',
      password: 'new-ride-2',
    });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const WrongOldPassword: Story = {
  args: {
    onChangePassword: fn(async () => {
      throw refusal(422, WRONG_OLD, { fields: { oldPassword: WRONG_OLD } });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillChange(canvasElement, 'not-my-pass1', 'new-ride-2');
    const old = canvas.getByLabelText(label('Current password'));
    await waitFor(() => expect(old).toHaveAccessibleDescription(WRONG_OLD));
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(old).toHaveFocus());
    await expect(old).toHaveValue('not-my-pass1');
    await expect(canvas.getByLabelText(label('New password'))).toHaveValue('new-ride-2');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillChange(canvasElement, 'old-ride-1', 'new-ride-2', 'new-ride-3');
    await expect(canvas.getByLabelText(label('Confirm new password'))).toHaveAccessibleDescription(
      PASSWORD_MISMATCH,
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const NotSignedIn: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByText(/Sign in first to change your password/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.queryByLabelText(label('Current password'))).toBeNull();
    await expect(args.onVerifyLink).not.toHaveBeenCalled();
  },
};

export const SignedLink: Story = {
  args: { sign: 'link-token', signedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a new password for ada@example.com.')).toBeVisible();
    await expect(args.onVerifyLink).toHaveBeenCalledWith('link-token');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(label('New password')), 'new-ride-2');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'new-ride-2{Enter}');
    await expect(args.onSetPassword).toHaveBeenCalledWith({ sign: 'link-token', password: 'new-ride-2' });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=ada%40example.com',
    );
  },
};

export const ExpiredSignLink: Story = {
  args: {
    sign: 'old-token',
    onVerifyLink: fn(
      async (_sign: string): Promise<UrlTimeoutVerifyResult> => ({
        valid: false,
        purpose: 'password_setup',
        email: null,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeVisible();
    await expect(canvas.getByText(LINK_INVALID)).toHaveTextContent(
      'This link is invalid, has already been used or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.queryByLabelText(label('New password'))).toBeNull();
  },
};

export const LinkUsedMeanwhile: Story = {
  args: {
    sign: 'link-token',
    onSetPassword: fn(async () => {
      throw refusal(422, LINK_INVALID, { fields: { sign: LINK_INVALID } });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label('New password')), 'new-ride-2');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'new-ride-2{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeVisible();
    await expect(canvas.getByText(LINK_INVALID)).toBeVisible();
  },
};
