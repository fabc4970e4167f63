import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  captchaOne,
  captchaTwo,
  label,
  refusal,
  retailerLogin,
  WRONG_CODE,
  WRONG_CREDENTIALS,
} from './auth.fixture';
import { LoginForm, NEEDS_SETUP_NOTICE } from './LoginForm';

const meta = {
  title: 'Console/Sign-in & account/Auth/Login',
  component: LoginForm,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/login">
        <div style={{ maxWidth: 440 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    onLogin: fn(async () => retailerLogin),
    onCaptcha: fn(async () => captchaOne),
    onVerifyAccount: fn(async () => ({ exists: true, needsSetup: false })),
    onSignedIn: fn(),
    onTyping: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first image, then another for every refresh. */
function captchaSequence() {
  const onCaptcha = fn(async () => (onCaptcha.mock.calls.length <= 1 ? captchaOne : captchaTwo));
  return onCaptcha;
}

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByLabelText(label('Email')),
    password: canvas.getByLabelText(label('Password')),
    submit: canvas.getByRole('button', { name: 'Sign in' }),
  };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Apply as a brand' })).toHaveAttribute('href', '/brands');
    await expect(canvas.queryByLabelText(label('Verification code'))).toBeNull();

    // The page learns that a sign-in is coming as soon as the user types (it fetches what a sign-in opens).
    await expect(args.onTyping).not.toHaveBeenCalled();
    await userEvent.type(email, 'Ada@Example.com');
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.type(password, 'secret-pass1{Enter}');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(retailerLogin));
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'Ada@Example.com', password: 'secret-pass1' });
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(password).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onLogin).not.toHaveBeenCalled();
    // Fixing a field clears its message.
    await userEvent.type(password, 'x');
    await expect(canvas.queryByText('Enter your password.')).toBeNull();
  },
};

export const PrefilledEmail: Story = {
  args: { initialEmail: 'new.owner@example.com' },
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).email).toHaveValue('new.owner@example.com');
  },
};

export const WrongPassword: Story = {
  args: {
    onLogin: fn(async () => {
      throw refusal(422, WRONG_CREDENTIALS, { captchaRequired: false });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, submit } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'wrong-pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    // Nothing typed is lost, and no captcha is asked for yet.
    await expect(email).toHaveValue('ada@example.com');
    await expect(password).toHaveValue('wrong-pass1');
    await expect(canvas.queryByRole('img', { name: 'Verification code image' })).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(submit).toBeEnabled();
  },
};

export const CaptchaRequired: Story = {
  args: {
    onLogin: fn(async () => {
      throw refusal(422, WRONG_CREDENTIALS, { captchaRequired: true });
    }),
    onCaptcha: captchaSequence(),
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, submit } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'wrong-pass1{Enter}');
    const image = await canvas.findByRole('img', { name: 'Verification code image' });
    await expect(image).toHaveAttribute('src', captchaOne.img);
    await expect(canvas.getByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
    const code = canvas.getByLabelText(label('Verification code'));

    // Without the code the form asks for it before calling the server.
    await userEvent.click(submit);
    await expect(code).toHaveAccessibleDescription(
      'Enter the characters shown in the image. The characters in the image.',
    );
    await expect(args.onLogin).toHaveBeenCalledTimes(1);

    await userEvent.type(code, 'k7px{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledTimes(2));
    await expect(args.onLogin).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      password: 'wrong-pass1',
      code: 'k7px',
      uuid: captchaOne.uuid,
    });
    // Each failed attempt uses the image up: a new one comes, the code field is emptied.
    await waitFor(() => expect(image).toHaveAttribute('src', captchaTwo.img));
    await expect(code).toHaveValue('');
    await expect(password).toHaveValue('wrong-pass1');
  },
};

export const CaptchaRefresh: Story = {
  args: {
    onLogin: fn(async () => {
      throw refusal(422, WRONG_CODE, { captchaRequired: true });
    }),
    onCaptcha: captchaSequence(),
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'secret-pass1{Enter}');
    const image = await canvas.findByRole('img', { name: 'Verification code image' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(WRONG_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(image).toHaveAttribute('src', captchaTwo.img));
    await expect(args.onCaptcha).toHaveBeenCalledTimes(2);
  },
};

export const CaptchaUnavailable: Story = {
  args: {
    onLogin: fn(async () => {
      throw refusal(422, WRONG_CREDENTIALS, { captchaRequired: true });
    }),
    onCaptcha: fn(async () => {
      throw refusal(429, 'Too many requests, please try again in 1 minute.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'secret-pass1{Enter}');
    await expect(await canvas.findByText('The verification image could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

export const NeedsSetup: Story = {
  args: { onVerifyAccount: fn(async () => ({ exists: true, needsSetup: true })) },
  play: async ({ canvasElement, args }) => {
    const { canvas, email } = fields(canvasElement);
    // No check for an address that is not one.
    await userEvent.type(email, 'invited');
    await userEvent.tab();
    await expect(args.onVerifyAccount).not.toHaveBeenCalled();

    await userEvent.type(email, '@example.com');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(NEEDS_SETUP_NOTICE));
    await expect(args.onVerifyAccount).toHaveBeenCalledWith('invited@example.com');
    await expect(canvas.getByText(NEEDS_SETUP_NOTICE)).toHaveTextContent(
      'This account has no password yet. Use the link in your invitation e-mail to set one.',
    );
    // Editing the address withdraws the notice until the next check.
    await userEvent.type(email, 'x');
    await expect(canvas.queryByText(NEEDS_SETUP_NOTICE)).toBeNull();
  },
};

export const TooManyAttempts: Story = {
  args: {
    onLogin: fn(async () => {
      throw refusal(429, 'Too many requests, please try again in 1 minute.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'secret-pass1{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again in 1 minute.',
    );
  },
};

export const Sending: Story = {
  args: { onLogin: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'secret-pass1{Enter}');
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(password, '{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
