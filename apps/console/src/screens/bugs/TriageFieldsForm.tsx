import {
  type BugAssignee,
  type BugReportDetail,
  type BugTriageFieldsBody,
  bugTriageFieldsBody,
} from '@console/contract';
import { Button } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { categoryOptions, severityOptions } from './bugs.logic';

const Row = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
  button {
    margin-bottom: 18px;
  }
`;

export interface TriageFieldsFormProps {
  report: BugReportDetail;
  assignees: readonly BugAssignee[];
  onSubmit: (body: BugTriageFieldsBody) => Promise<unknown>;
}

/** The triager's fields: severity, category and assignee (the status moves only by its actions). */
export function TriageFieldsForm({ report, assignees, onSubmit }: TriageFieldsFormProps) {
  const { control, submitWith, refusal, formState } = useContractForm<
    BugTriageFieldsBody,
    BugTriageFieldsBody
  >({
    resolver: zodResolver(bugTriageFieldsBody, { error: plainIssue }),
    defaultValues: {
      version: report.version,
      severity: report.severity,
      category: report.category,
      assigneeUserId: report.assignee?.id ?? null,
    },
    fields: ['severity', 'category', 'assigneeUserId'],
    success: 'Triage saved.',
  });
  const errors = formState.errors;
  return (
    <Row noValidate aria-label="Triage fields" onSubmit={submitWith(onSubmit)}>
      <FormSelect
        control={control}
        name="severity"
        label="Severity"
        required
        options={severityOptions}
        error={errors.severity?.message}
      />
      <FormSelect
        control={control}
        name="category"
        label="Category"
        options={categoryOptions}
        placeholder="Not set"
        clearable
        empty={null}
        error={errors.category?.message}
      />
      <FormSelect
        control={control}
        name="assigneeUserId"
        label="Assignee"
        numeric
        clearable
        empty={null}
        placeholder="Nobody"
        options={assignees.map((person) => ({ value: String(person.id), label: person.name }))}
        error={errors.assigneeUserId?.message}
      />
      <div>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Save triage
        </Button>
      </div>
      <FormRefusal message={refusal} />
    </Row>
  );
}
