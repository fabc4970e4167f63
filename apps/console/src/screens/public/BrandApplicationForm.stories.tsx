import type { RegisterBrandsRequestBody } from '@console/contract';
import { HttpError } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BrandApplicationForm } from './BrandApplicationForm';

type Submit = (body: RegisterBrandsRequestBody) => Promise<unknown>;

/** A refusal as the http client rejects it: the envelope is the error's data. */
const refusal = (code: number, msg: string, data: unknown = null) =>
  new HttpError(msg, { code, status: code, data: { code, msg, data } });

const meta = {
  title: 'Console/Public pages/Public/BrandApplicationForm',
  component: BrandApplicationForm,
  args: { submit: fn<Submit>(async () => ({ id: 1 })) },
} satisfies Meta<typeof BrandApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts text into a field as a paste would: quicker than typing each key, same events for the form. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequired(canvas: ReturnType<typeof within>) {
  await fill(canvas.getByRole('textbox', { name: 'Company name' }), 'Volt Cycles');
  await fill(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
  await fill(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await fill(canvas.getByRole('textbox', { name: 'E-mail' }), 'Ada@VoltCycles.example');
}

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await fill(canvas.getByRole('textbox', { name: 'Website' }), 'https://voltcycles.example');
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Oregon' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /We offer onsite service/ }));
    // Enter in a field sends the form.
    await fill(canvas.getByRole('textbox', { name: 'Phone' }), '+1 503 555 0100');
    await userEvent.keyboard('{Enter}');
    await expect(args.submit).toHaveBeenCalledWith({
      companyName: 'Volt Cycles',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@voltcycles.example',
      phone: '+1 503 555 0100',
      website: 'https://voltcycles.example',
      state: 'OR',
      onsiteService: true,
    });
    const done = await canvas.findByRole('status');
    await expect(
      within(done).getByRole('heading', { name: 'Your request has been received.' }),
    ).toBeVisible();
    await expect(done).toHaveTextContent('We have sent a confirmation to ada@voltcycles.example.');
    await expect(done).toHaveTextContent('An administrator of the platform reviews your request.');
    await expect(done).toHaveTextContent('an invitation e-mail follows');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.submit).not.toHaveBeenCalled();
    const company = canvas.getByRole('textbox', { name: 'Company name' });
    await expect(company).toHaveAccessibleDescription('This field is required.');
    await expect(company).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address. The invitation is sent here.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-address');
  },
};

export const DuplicateRequest: Story = {
  args: {
    submit: fn<Submit>(async () => {
      throw refusal(409, 'A request for this email is already waiting for review.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(
      await canvas.findByText('A request for this email is already waiting for review.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    // Nothing typed is lost.
    await expect(email).toHaveValue('Ada@VoltCycles.example');
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Volt Cycles');
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeEnabled();
  },
};

export const FieldErrorFromServer: Story = {
  args: {
    submit: fn<Submit>(async () => {
      throw refusal(400, 'The request is invalid.', {
        fields: { 'body.phone': 'Enter a phone number using digits, spaces and + ( ) . - only.' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await fill(canvas.getByRole('textbox', { name: 'Phone' }), '555 0100 ext 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(await canvas.findByText(/Enter a phone number using digits/)).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(
      'Enter a phone number using digits, spaces and + ( ) . - only.',
    );
    await expect(phone).toHaveValue('555 0100 ext 7');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Editing the field clears its message.
    await userEvent.clear(phone);
    await expect(phone).not.toHaveAttribute('aria-invalid');
  },
};

export const TooManyRequests: Story = {
  args: {
    submit: fn<Submit>(async () => {
      throw refusal(429, 'Too many requests, please try again later.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  },
};

export const Sending: Story = {
  args: { submit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const button = canvas.getByRole('button', { name: 'Send request' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), '{Enter}');
    await expect(args.submit).toHaveBeenCalledTimes(1);
  },
};
