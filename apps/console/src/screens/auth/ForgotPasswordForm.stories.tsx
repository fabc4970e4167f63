import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { label, refusal, WRONG_CODE } from './auth.fixture';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PASSWORD_RULE } from './password.logic';

const meta = {
  title: 'Console/Sign-in & account/Auth/ForgotPassword',
  component: ForgotPasswordForm,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/forgotPassword">
        <div style={{ maxWidth: 440 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    onSendCode: fn(async () => {}),
    onResetPassword: fn(async () => {}),
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for a code for ada@example.com (Enter in the e-mail field sends it). */
async function askForCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
  return canvas.findByRole('textbox', { name: 'Verification code' });
}

async function fillReset(canvasElement: HTMLElement, code: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), code);
  await userEvent.type(canvas.getByLabelText(label('New password')), password);
  await userEvent.type(canvas.getByLabelText(label('Confirm new password')), password);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = await askForCode(canvasElement);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(args.onSendCode).toHaveBeenCalledWith({ email: 'ada@example.com', purpose: 'reset' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.com, a 6-digit code was sent to it.',
    );
    await expect(canvas.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
    await expect(canvas.getByLabelText(label('New password'))).toHaveAccessibleDescription(PASSWORD_RULE);
    // Another address: back to the first step, the address kept for editing.
    await userEvent.click(canvas.getByRole('button', { name: 'Use another e-mail' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const TooManyCodes: Story = {
  args: {
    onSendCode: fn(async () => {
      throw refusal(429, 'Too many codes were requested for this address. Please try again in an hour.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example.com{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Too many codes were requested for this address. Please try again in an hour.',
      ),
    );
  },
};

export const ExpiredCode: Story = {
  args: {
    onResetPassword: fn(async () => {
      throw refusal(422, WRONG_CODE, { fields: { code: WRONG_CODE } });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = await askForCode(canvasElement);
    await fillReset(canvasElement, '654321', 'new-ride-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      code: '654321',
      password: 'new-ride-7',
    });
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveValue('654321');
    await expect(canvas.getByLabelText(label('New password'))).toHaveValue('new-ride-7');
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await askForCode(canvasElement);
    await fillReset(canvasElement, '12', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The verification code has 6 digits.',
    );
    await expect(canvas.getByLabelText(label('New password'))).toHaveAccessibleDescription(PASSWORD_RULE);
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const PasswordReset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvasElement);
    await fillReset(canvasElement, '654321', 'new-ride-7');
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your password has been reset' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=ada%40example.com',
    );
  },
};
