import type { OnboardingRequirement, OnboardingStepInput } from '@console/contract';

/** One field of an onboarding step, named as the step's body names it. */
export interface StepField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'accept';
  help?: string;
  autoComplete?: string;
  /** Digits only: the phone keyboard shows numbers. */
  numeric?: boolean;
}

/** The fields of each step, in the order they are asked (the contract's step schemas). */
export const STEP_FIELDS: Record<OnboardingRequirement, StepField[]> = {
  business_profile: [
    { name: 'legalName', label: 'Legal name', kind: 'text', autoComplete: 'organization' },
    { name: 'taxId', label: 'EIN', kind: 'text', help: 'The employer identification number, as 12-3456789.' },
  ],
  representative: [
    { name: 'firstName', label: 'First name', kind: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
    { name: 'dateOfBirth', label: 'Date of birth', kind: 'date' },
  ],
  external_account: [
    {
      name: 'routingNumber',
      label: 'Routing number',
      kind: 'text',
      numeric: true,
      help: 'The 9 digits at the bottom left of a cheque.',
    },
    {
      name: 'accountNumber',
      label: 'Account number',
      kind: 'text',
      numeric: true,
      help: 'Payouts are paid to this account; the console shows only its last four digits.',
    },
  ],
  tos_acceptance: [
    { name: 'accepted', label: 'I accept the payout terms of the payout provider.', kind: 'accept' },
  ],
};

/** What a step's form starts with: every field empty (a terms box unticked). */
export function emptyStep(requirement: OnboardingRequirement): OnboardingStepInput {
  const values: Record<string, string | boolean> = { requirement };
  for (const field of STEP_FIELDS[requirement]) values[field.name] = field.kind === 'accept' ? false : '';
  return values as OnboardingStepInput;
}

/** What a saved step confirms. */
export const STEP_SAVED: Record<OnboardingRequirement, string> = {
  business_profile: 'Business details saved.',
  representative: 'Representative saved.',
  external_account: 'Bank account saved.',
  tos_acceptance: 'Payout terms accepted.',
};
