import {
  type OnboardingRequirement,
  type OnboardingStepBody,
  type OnboardingStepInput,
  onboardingStepBody,
  todayIso,
} from '@console/contract';
import { Button, Checkbox, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path } from 'react-hook-form';
import { FormDate } from '../../shared/form/FormDate';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { ONBOARDING_REQUIREMENTS } from '../../shared/money/money.labels';
import { emptyStep, STEP_FIELDS, STEP_SAVED } from './onboarding.logic';

type Name = Path<OnboardingStepInput>;

export interface OnboardingStepFormProps {
  requirement: OnboardingRequirement;
  /** POST /payouts/setup/requirement; a refusal shows on the fields it names. */
  onSubmit: (body: OnboardingStepBody) => Promise<unknown>;
}

/**
 * One onboarding step (the contract's step schema): checked here as the server checks it, and a refusal
 * of the server shows on the field it names.
 */
export function OnboardingStepForm({ requirement, onSubmit }: OnboardingStepFormProps) {
  const fields = STEP_FIELDS[requirement];
  const { control, register, submitWith, refusal, formState } = useContractForm<
    OnboardingStepInput,
    OnboardingStepBody
  >({
    resolver: zodResolver(onboardingStepBody, { error: plainIssue }),
    defaultValues: emptyStep(requirement),
    fields: fields.map((field) => field.name as Name),
    success: STEP_SAVED[requirement],
  });
  const errorOf = (name: string) =>
    (formState.errors as Partial<Record<string, { message?: string }>>)[name]?.message;
  return (
    <form noValidate aria-label={ONBOARDING_REQUIREMENTS[requirement]} onSubmit={submitWith(onSubmit)}>
      {fields.map((field) => {
        const name = field.name as Name;
        if (field.kind === 'date') {
          return (
            <FormDate
              key={field.name}
              control={control}
              name={name}
              label={field.label}
              required
              max={todayIso()}
              monthYearSelects
              error={errorOf(field.name)}
            />
          );
        }
        if (field.kind === 'accept') {
          return (
            <FormField key={field.name} label="Payout terms" required error={errorOf(field.name)}>
              {(props) => (
                <Controller
                  control={control}
                  name={name}
                  render={({ field: { value, onChange } }) => (
                    <Checkbox
                      {...props}
                      label={field.label}
                      checked={value === true}
                      onCheckedChange={(state) => onChange(state === true)}
                    />
                  )}
                />
              )}
            </FormField>
          );
        }
        return (
          <FormField
            key={field.name}
            label={field.label}
            required
            help={field.help}
            error={errorOf(field.name)}
          >
            {(props) => (
              <Input
                {...props}
                {...register(name)}
                autoComplete={field.autoComplete ?? 'off'}
                inputMode={field.numeric ? 'numeric' : undefined}
              />
            )}
          </FormField>
        );
      })}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Save and continue
      </Button>
    </form>
  );
}
