import type { OnboardingStepBody } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { OnboardingStepForm } from './OnboardingStepForm';

const meta = {
  title: 'Console/Money/Reports/OnboardingStepForm',
  component: OnboardingStepForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: { requirement: 'business_profile', onSubmit: fn(async (_body: OnboardingStepBody) => {}) },
} satisfies Meta<typeof OnboardingStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('form', { name }));

/** Business details: checked as the server checks them, then sent and confirmed. */
export const BusinessProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const step = form(canvasElement, 'Business details (legal name and EIN)');
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(await step.findByText('Enter the legal name.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(step.getByRole('textbox', { name: 'Legal name' }), 'Harbor Cycles LLC');
    await userEvent.type(step.getByRole('textbox', { name: 'EIN' }), '12-3456789');
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      requirement: 'business_profile',
      legalName: 'Harbor Cycles LLC',
      taxId: '12-3456789',
    });
    await waitFor(() => expect(screen.getByText('Business details saved.')).toBeVisible());
  },
};

/** The server refuses a field: its message shows on that field, and nothing typed is lost. */
export const ServerFieldError: Story = {
  args: {
    requirement: 'external_account',
    onSubmit: fn(async (_body: OnboardingStepBody) => {
      throw refusal(400, 'The request is invalid.', {
        fields: { 'body.routingNumber': 'No bank has this routing number.' },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const step = form(canvasElement, 'Bank account for payouts');
    await userEvent.type(step.getByRole('textbox', { name: 'Routing number' }), '123456789');
    await userEvent.type(step.getByRole('textbox', { name: 'Account number' }), '000123456789');
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    const routing = step.getByRole('textbox', { name: 'Routing number' });
    await expect(await step.findByText('No bank has this routing number.')).toBeVisible();
    await expect(routing).toHaveAttribute('aria-invalid', 'true');
    await expect(routing).toHaveValue('123456789');
    await expect(step.getByRole('textbox', { name: 'Account number' })).toHaveValue('000123456789');
  },
};

/** The representative's date of birth is picked, never typed: its year and month straight from selects. */
export const Representative: Story = {
  args: { requirement: 'representative' },
  play: async ({ canvasElement, args }) => {
    const step = form(canvasElement, 'Company representative');
    await userEvent.type(step.getByRole('textbox', { name: 'First name' }), 'Hana');
    await userEvent.type(step.getByRole('textbox', { name: 'Last name' }), 'Harbor');
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(await step.findByText('Choose a date.')).toBeVisible();
    await userEvent.click(step.getByRole('combobox', { name: 'Date of birth' }));
    const calendar = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(await calendar.findByRole('combobox', { name: /year/i }), '1980');
    await userEvent.selectOptions(calendar.getByRole('combobox', { name: /month/i }), 'June');
    await userEvent.click(screen.getByRole('button', { name: /June 15th, 1980/ }));
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      requirement: 'representative',
      firstName: 'Hana',
      lastName: 'Harbor',
      dateOfBirth: '1980-06-15',
    });
  },
};

/** The terms must be accepted before the step is sent. */
export const TermsOfService: Story = {
  args: { requirement: 'tos_acceptance' },
  play: async ({ canvasElement, args }) => {
    const step = form(canvasElement, 'Payout terms accepted');
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(await step.findByText('Accept the payout terms to continue.')).toBeVisible();
    await userEvent.click(step.getByRole('checkbox', { name: /I accept the payout terms/ }));
    await userEvent.click(step.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ requirement: 'tos_acceptance', accepted: true });
  },
};
