import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { label, refusal, WRONG_CODE } from './auth.fixture';
import { PASSWORD_MISMATCH, PASSWORD_RULE } from './password.logic';
import { RegisterForm } from './RegisterForm';

const TAKEN = 'An account with this email already exists.';

const meta = {
  title: 'Console/Sign-in & account/Auth/Register',
  component: RegisterForm,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/register">
        <div style={{ maxWidth: 440 }}>
          <Story />
        </div>
      </MemoryNavigation>
    ),
  ],
  args: {
    onSendCode: fn(async () => {}),
    onRegister: fn(async () => ({ userId: 11, companyId: 5 })),
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** Fills every required field (a brand, with a good password), overriding some. */
async function fillForm(canvasElement: HTMLElement, values: { password?: string; confirm?: string } = {}) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Brand' }));
  await fill(canvas.getByRole('textbox', { name: 'Company name' }), 'Volt Bikes');
  await fill(canvas.getByRole('textbox', { name: 'First name' }), 'Grace');
  await fill(canvas.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  await fill(canvas.getByRole('textbox', { name: 'Email' }), 'grace@volt.example');
  await fill(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
  await fill(canvas.getByLabelText(label('Password')), values.password ?? 'ride-on-42');
  await fill(
    canvas.getByLabelText(label('Confirm password')),
    values.confirm ?? values.password ?? 'ride-on-42',
  );
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    const types = canvas.getByRole('radiogroup', { name: 'Company type' });
    // No company type is chosen for the user: it decides the kind of account.
    await expect(within(types).getAllByRole('radio', { checked: false })).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Retailer' })).toHaveAttribute('value', '2');
    await expect(canvas.getByRole('radio', { name: 'Brand' })).toHaveAttribute('value', '1');
    await expect(canvas.getByLabelText(label('Password'))).toHaveAccessibleDescription(PASSWORD_RULE);

    // Nothing filled in: every required field says what it needs, and nothing is sent.
    await submit(canvasElement);
    await expect(types).toHaveAccessibleDescription('Choose the company type.');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'The verification code has 6 digits. We e-mail you a 6-digit code.',
    );
    await expect(canvas.getByLabelText(label('Confirm password'))).toHaveAccessibleDescription(
      'Enter the password again.',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Retailer' })).toHaveFocus());
    await expect(args.onRegister).not.toHaveBeenCalled();

    // A code needs an address first.
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'grace@volt.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ email: 'grace@volt.example', purpose: 'register' });
    const button = await canvas.findByRole('button', { name: /^Resend in (60|59) s$/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'A 6-digit code was sent to grace@volt.example.',
    );
    // It counts down.
    await waitFor(() => expect(button.textContent).toMatch(/^Resend in 5[0-8] s$/), { timeout: 3000 });
  },
};

export const TakenEmail: Story = {
  args: {
    onSendCode: fn(async () => {
      throw refusal(409, TAKEN);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await fill(email, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(TAKEN));
    await expect(email).toHaveValue('ada@example.com');
    // No countdown after a refusal: the button still offers to send.
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const CodeAskedTooOften: Story = {
  args: {
    onSendCode: fn(async () => {
      throw refusal(429, 'Please wait a minute before asking for another code.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'grace@volt.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
        'Please wait a minute before asking for another code. We e-mail you a 6-digit code.',
      ),
    );
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { password: 'bikes' });
    await submit(canvasElement);
    const password = canvas.getByLabelText(label('Password'));
    // The rule is said once, as the error.
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(PASSWORD_RULE)).toHaveLength(1);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { password: 'ride-on-42', confirm: 'ride-on-43' });
    await submit(canvasElement);
    await expect(canvas.getByLabelText(label('Confirm password'))).toHaveAccessibleDescription(
      PASSWORD_MISMATCH,
    );
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const Registered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Phone' }), '+1 555 0100');
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oregon' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pacific' }));
    await submit(canvasElement);
    await expect(args.onRegister).toHaveBeenCalledWith({
      accountType: 1,
      companyName: 'Volt Bikes',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@volt.example',
      code: '123456',
      password: 'ride-on-42',
      phone: '+1 555 0100',
      state: 'OR',
      timezone: 'America/Los_Angeles',
    });
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your account is ready' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=grace%40volt.example',
    );
  },
};

export const TakenOnSubmit: Story = {
  args: {
    onRegister: fn(async () => {
      throw refusal(409, TAKEN);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await submit(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(TAKEN));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Volt Bikes');
    await expect(canvas.getByLabelText(label('Password'))).toHaveValue('ride-on-42');
  },
};

export const WrongCode: Story = {
  args: {
    onRegister: fn(async () => {
      throw refusal(422, WRONG_CODE, { fields: { code: WRONG_CODE } });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await submit(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(`${WRONG_CODE} We e-mail you a 6-digit code.`),
    );
    await expect(code).toHaveValue('123456');
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onRegister: fn(async () => {
      throw refusal(400, 'The request is invalid.', {
        fields: { 'body.email': 'Enter a valid e-mail address.', body: 'Unrecognized key: "extra"' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Enter a valid e-mail address.',
      ),
    );
    // What no field can show goes above the button.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unrecognized key: "extra"');
  },
};
