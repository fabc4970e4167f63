import { type Question, type Questionnaire, RIDING_EXPERIENCE } from '@console/contract';
import { Button, Checkbox, FormField, Input, RadioGroup, Select, Textarea } from '@console/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldMessages, readSubmitFailure } from '../../shared/formErrors.logic';
import {
  answerErrors,
  answersOf,
  emptyValues,
  missingAnswers,
  type QuestionnaireValues,
  visitTime,
} from './questionnaire.logic';

const RATINGS = [
  { value: '1', label: '1 – Poor' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 – Excellent' },
];

const EXPERIENCE = RIDING_EXPERIENCE.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  /** Sends the answers (`POST /public/questionnaire`); rejects with the server's refusal. */
  submit: (answers: ReturnType<typeof answersOf>) => Promise<unknown>;
  /** The answers were taken. */
  onDone: () => void;
}

/** The follow-up questions of a booking's event, answered by the customer. */
export function QuestionnaireForm({ questionnaire, submit, onDone }: QuestionnaireFormProps) {
  const { questions } = questionnaire;
  const [values, setValues] = useState<QuestionnaireValues>(() => emptyValues(questions));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checked, setChecked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first question with a message takes the focus.
  useEffect(() => {
    if (checked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const set = (id: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    const missing = missingAnswers(questions, values);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setChecked((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await submit(answersOf(questions, values));
      onDone();
    } catch (error) {
      const failure = readSubmitFailure(
        error,
        questions.map((question) => `answers.${question.id}`),
      );
      setErrors(answerErrors(failure.fields));
      setMessage(failure.message);
      setChecked((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  const field = (question: Question) => {
    const value = values[question.id];
    const text = typeof value === 'string' ? value : '';
    if (question.type === 'waiver') {
      return (
        <div key={question.id} className="questionnaire__waiver">
          <p>{question.waiverText}</p>
          <Checkbox
            label={question.label}
            checked={value === true}
            invalid={Boolean(errors[question.id])}
            onCheckedChange={(state) => set(question.id, state === true)}
          />
          {errors[question.id] && <p className="questionnaire__error">{errors[question.id]}</p>}
        </div>
      );
    }
    return (
      <FormField
        key={question.id}
        label={question.label}
        required={question.required}
        error={errors[question.id]}
      >
        {(control) => {
          switch (question.type) {
            case 'rating':
              return (
                <RadioGroup
                  {...control}
                  aria-label={question.label}
                  orientation="horizontal"
                  options={RATINGS}
                  value={text || null}
                  onValueChange={(next) => set(question.id, next)}
                />
              );
            case 'select':
            case 'experience':
              return (
                <Select
                  {...control}
                  options={
                    question.type === 'select'
                      ? (question.options ?? []).map((option) => ({ value: option, label: option }))
                      : EXPERIENCE
                  }
                  placeholder="Choose"
                  value={text}
                  onValueChange={(next) => set(question.id, next)}
                />
              );
            case 'number':
            case 'height':
              return (
                <Input
                  {...control}
                  type="number"
                  value={text}
                  onChange={(event) => set(question.id, event.target.value)}
                />
              );
            default:
              return (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={2000}
                  value={text}
                  onChange={(event) => set(question.id, event.target.value)}
                />
              );
          }
        }}
      </FormField>
    );
  };

  return (
    <form ref={formRef} aria-label="Questionnaire" noValidate onSubmit={onSubmit}>
      <p className="questionnaire__visit">
        {questionnaire.eventTitle} at {questionnaire.shopName},{' '}
        {visitTime(questionnaire.start, questionnaire.timezone)} (booking {questionnaire.reference})
      </p>
      {questions.map(field)}
      {message !== null && (
        <p className="questionnaire__error" role="alert">
          {message}
        </p>
      )}
      <Button type="submit" variant="primary" loading={sending}>
        Send answers
      </Button>
    </form>
  );
}
