import type { OnboardingStepBody, PayoutSetup } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { OnboardingDialog } from './OnboardingDialog';
import { setupPastDue, setupRequirementsDue } from './payouts.fixtures';

/** The dialog with a server that takes each step off what is due (or refuses it, `refuse`). */
function Harness({
  initial,
  onStep,
  refuse = false,
}: {
  initial: PayoutSetup;
  onStep: (body: OnboardingStepBody) => void;
  refuse?: boolean;
}) {
  const [setup, setSetup] = useState(initial);
  const [open, setOpen] = useState(true);
  const submit = async (body: OnboardingStepBody) => {
    onStep(body);
    if (refuse) {
      throw refusal(422, 'The payout provider could not verify this account.', {
        fields: { accountNumber: 'The bank says this account is closed.' },
      });
    }
    const account = setup.account;
    if (!account) return;
    const left = account.requirementsDue.filter((requirement) => requirement !== body.requirement);
    setSetup({
      ...setup,
      account: {
        ...account,
        requirementsDue: left,
        requirementsPastDue: account.requirementsPastDue.filter((r) => r !== body.requirement),
        payoutsEnabled: left.length === 0,
      },
    });
  };
  return <OnboardingDialog open={open} onOpenChange={setOpen} setup={setup} onSubmitStep={submit} />;
}

const meta = {
  title: 'Console/Money/Reports/OnboardingDialog',
  component: Harness,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: { initial: setupRequirementsDue, onStep: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'Set up payouts' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

const stepTexts = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Onboarding steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** One step per requirement still due: the bank account, then the terms; then nothing more is needed. */
export const StepByStep: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(stepTexts(view)).toEqual([
      '1. Business details (legal name and EIN) (done)',
      '2. Company representative (done)',
      '3. Bank account for payouts (to do)',
      '4. Payout terms accepted (to do)',
    ]);
    await userEvent.type(view.getByRole('textbox', { name: 'Routing number' }), '021000021');
    await userEvent.type(view.getByRole('textbox', { name: 'Account number' }), '000123456789');
    await userEvent.click(view.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onStep).toHaveBeenCalledWith({
      requirement: 'external_account',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });

    const terms = await view.findByRole('form', { name: 'Payout terms accepted' });
    await expect(view.getByText(/^4\. Payout terms accepted/)).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(terms).getByRole('checkbox', { name: /I accept the payout terms/ }));
    await userEvent.click(within(terms).getByRole('button', { name: 'Save and continue' }));
    await expect(await view.findByText(/^Nothing more is needed\./)).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An overdue step comes first and says so. */
export const OverdueFirst: Story = {
  args: { initial: setupPastDue },
  play: async () => {
    const view = await dialog();
    await expect(view.getByText('4. Payout terms accepted (overdue)')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(view.getByRole('form', { name: 'Payout terms accepted' })).toBeVisible();
  },
};

/** The provider refuses the bank account: the message shows on the field, and the step stays. */
export const ServerFieldError: Story = {
  args: { refuse: true },
  play: async () => {
    const view = await dialog();
    await userEvent.type(view.getByRole('textbox', { name: 'Routing number' }), '021000021');
    await userEvent.type(view.getByRole('textbox', { name: 'Account number' }), '000123456789');
    await userEvent.click(view.getByRole('button', { name: 'Save and continue' }));
    await expect(await view.findByText('The bank says this account is closed.')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Account number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(view.getByText('3. Bank account for payouts (to do)')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};
