import type { Question, QuestionType } from '@console/contract';
import { Button, Checkbox, FormField, Input, Select, Textarea } from '@console/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import styled from 'styled-components';
import { FieldGroup } from '../../shared/form/FormLayout';
import { useArrayField } from '../../shared/form/useArrayField';
import { Problem } from '../../shared/hours/DayPeriods';
import { Hint, RemoveRowButton } from './editorParts';
import { QUESTION_TYPE_LABELS } from './eventSettings.logic';
import { fixedChoices, newQuestion, withType } from './questions.logic';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0 12px;
  align-items: start;
  padding-top: 8px;
  border-bottom: 1px solid var(--console-border-lighter);
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-top: 28px;
`;

const Adders = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 12px 0;
`;

const BOOKING_TYPES: QuestionType[] = ['text', 'number', 'select', 'waiver', 'height', 'experience'];

export interface QuestionsEditorProps<Values extends FieldValues, Output> {
  /** The control of a form holding the contract's `questions` at `name`. */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  legend: string;
  /** The types offered (default: those of a booking form; the follow-up adds ratings). */
  types?: readonly QuestionType[];
}

/**
 * The questions a customer answers: each with its label, type, key and whether it must be answered; a
 * choice question's options (one a line), a waiver's text. Presets add a waiver, the rider's height and
 * riding experience in one click.
 */
export function QuestionsEditor<Values extends FieldValues, Output>({
  control,
  name,
  legend,
  types = BOOKING_TYPES,
}: QuestionsEditorProps<Values, Output>) {
  const { items, change, add, remove, messageAt } = useArrayField<Question, Values, Output>(control, name);
  const typeOptions = types.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));
  const presets = types.filter((type) => ['waiver', 'height', 'experience', 'rating'].includes(type));
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      {items.length === 0 && <Hint>No questions.</Hint>}
      {items.map((question, index) => {
        const label = `Question ${index + 1}`;
        const at = (path: string) => messageAt(`${index}.${path}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ids are edited in place; the position is the identity
          <Row key={index} role="group" aria-label={label}>
            <FormField label="Question" required error={at('label')}>
              {(field) => (
                <Input
                  {...field}
                  value={question.label}
                  onChange={(e) => change(index, { label: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Type" error={at('type')}>
              {(field) => (
                <Select
                  {...field}
                  options={typeOptions}
                  value={question.type}
                  onValueChange={(type) =>
                    change(index, withType(question, type as QuestionType) as Partial<Question>)
                  }
                />
              )}
            </FormField>
            <FormField label="Key" error={at('id')} help="Answers are stored under it.">
              {(field) => (
                <Input
                  {...field}
                  value={question.id}
                  onChange={(e) => change(index, { id: e.target.value })}
                />
              )}
            </FormField>
            <Side>
              <Checkbox
                label="Required"
                checked={question.required}
                onCheckedChange={(checked) => change(index, { required: checked === true })}
              />
              <RemoveRowButton bare label={label} onRemove={() => remove(index)} />
            </Side>
            {question.type === 'select' && (
              <Wide>
                <FormField
                  label="Options (one a line)"
                  required
                  error={
                    at('options') ??
                    (question.options ?? []).map((_, line) => at(`options.${line}`)).find(Boolean)
                  }
                >
                  {(field) => (
                    <Textarea
                      {...field}
                      rows={3}
                      value={(question.options ?? []).join('\n')}
                      onChange={(e) => change(index, { options: e.target.value.split('\n') })}
                    />
                  )}
                </FormField>
              </Wide>
            )}
            {question.type === 'waiver' && (
              <Wide>
                <FormField label="Waiver text" required error={at('waiverText')}>
                  {(field) => (
                    <Textarea
                      {...field}
                      rows={4}
                      value={question.waiverText ?? ''}
                      onChange={(e) => change(index, { waiverText: e.target.value })}
                    />
                  )}
                </FormField>
              </Wide>
            )}
            {fixedChoices(question.type) && (
              <Wide>
                <Hint>{fixedChoices(question.type)}</Hint>
              </Wide>
            )}
          </Row>
        );
      })}
      <Problem>{messageAt('')}</Problem>
      <Adders>
        <Button onClick={() => add(newQuestion('text', items))}>Add question</Button>
        {presets.map((type) => (
          <Button key={type} onClick={() => add(newQuestion(type, items))}>
            Add {QUESTION_TYPE_LABELS[type].toLowerCase()}
          </Button>
        ))}
      </Adders>
    </FieldGroup>
  );
}
