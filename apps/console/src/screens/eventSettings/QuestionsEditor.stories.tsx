import { type Question, questions } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { plainIssue } from '../../shared/formErrors.logic';
import { QuestionsEditor } from './QuestionsEditor';

const schema = z.strictObject({ questions });

interface HarnessProps {
  start?: Question[];
  feedback?: boolean;
  onSave: (values: { questions: Question[] }) => void;
}

/** A form holding an event type's questions, as the event type form does. */
function Harness({ start = [], feedback = false, onSave }: HarnessProps) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema, { error: plainIssue }),
    defaultValues: { questions: start },
  });
  return (
    <form noValidate aria-label="Questions" onSubmit={handleSubmit(onSave)}>
      <QuestionsEditor
        control={control}
        name="questions"
        legend={feedback ? 'Follow-up questionnaire' : 'Booking questions'}
        types={feedback ? ['rating', 'text'] : undefined}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const meta = {
  title: 'Console/Bookings/EventSettings/QuestionsEditor',
  component: Harness,
  args: { onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('group', { name: `Question ${n}` }));

/** A test ride's usual questions in three clicks: a waiver with its text, the rider's height, their experience. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No questions.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add waiver to accept' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add rider height (cm)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add riding experience' }));
    const waiver = question(canvasElement, 1).getByRole('textbox', {
      name: 'Waiver text',
    }) as HTMLTextAreaElement;
    await expect(waiver.value).toContain('own risk');
    await expect(question(canvasElement, 3).getByText('Choices: none, some, regular, expert.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as { questions: Question[] };
    await expect(saved.questions.map((q) => [q.id, q.type, q.required])).toEqual([
      ['waiver', 'waiver', true],
      ['height', 'height', true],
      ['experience', 'experience', true],
    ]);
  },
};

/** A choice question needs two options and a label; the contract's messages show on the fields. */
export const ChoiceQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    const first = question(canvasElement, 1);
    await userEvent.click(first.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Choice' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(first.getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(first.getByRole('textbox', { name: 'Options (one a line)' })).toHaveAccessibleDescription(
      'A choice question needs at least 2 options.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(first.getByRole('textbox', { name: 'Question' }), 'Which bike?');
    await userEvent.type(first.getByRole('textbox', { name: 'Options (one a line)' }), 'City{Enter}Trail');
    await userEvent.click(first.getByRole('checkbox', { name: 'Required' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          questions: [
            {
              id: 'question',
              label: 'Which bike?',
              type: 'select',
              required: true,
              options: ['City', 'Trail'],
            },
          ],
        },
        expect.anything(),
      ),
    );
  },
};

/** Two questions under one key are refused on the second; removing it clears the way. */
export const DuplicateKeys: Story = {
  args: {
    start: [
      { id: 'bike', label: 'Bike', type: 'text', required: false },
      { id: 'bike', label: 'Size', type: 'text', required: false },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await question(canvasElement, 2).findByText('Each question needs its own id.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
  },
};

/** The follow-up questionnaire offers ratings. */
export const Feedback: Story = {
  args: { feedback: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Follow-up questionnaire' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add waiver to accept' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add rating (1 to 5)' }));
    await expect(question(canvasElement, 1).getByText('Choices: 1 to 5.')).toBeVisible();
  },
};
