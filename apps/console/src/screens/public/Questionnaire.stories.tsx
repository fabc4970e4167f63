import type { BookingAnswers, Questionnaire as QuestionnaireData } from '@console/contract';
import { HttpError } from '@console/core';
import { MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from './directory.fixture';
import { Questionnaire } from './Questionnaire';

type Load = (sign: string) => Promise<QuestionnaireData>;
type Submit = (body: { sign: string; answers: BookingAnswers }) => Promise<unknown>;

const questionnaire: QuestionnaireData = {
  reference: 'BK-7Q2M4X',
  eventTitle: 'Voltline test ride',
  shopName: 'Harbor Cycles Mission',
  start: '2026-12-01T18:00:00.000Z',
  timezone: 'America/Los_Angeles',
  submittedAt: null,
  questions: [
    { id: 'overall', label: 'How was your ride?', type: 'rating', required: true },
    {
      id: 'model',
      label: 'Which bike did you like best?',
      type: 'select',
      required: true,
      options: ['Volt 1', 'Volt 2'],
    },
    { id: 'liked', label: 'Anything else to tell us?', type: 'text', required: false },
  ],
};

const notFound = () => new HttpError('Resource not found.', { code: 404, status: 404 });

const meta = {
  title: 'Console/Bookings/Public/Questionnaire',
  component: Questionnaire,
  decorators: [
    (Story) => (
      <MemoryNavigation initialPath="/questionnaire?sign=k3Jx9aQ2">
        <Story />
      </MemoryNavigation>
    ),
  ],
  args: {
    sign: 'k3Jx9aQ2',
    load: fn<Load>(async () => questionnaire),
    submit: fn<Submit>(async () => ({})),
  },
} satisfies Meta<typeof Questionnaire>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: fn<Load>(() => pending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the questionnaire…');
    await expect(args.load).toHaveBeenCalledWith('k3Jx9aQ2');
  },
};

export const AnswerAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Questionnaire' });
    await expect(form).toHaveTextContent(
      'Voltline test ride at Harbor Cycles Mission, Tue, Dec 1, 2026, 10:00 AM PST (booking BK-7Q2M4X)',
    );
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /Which bike did you like best/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Volt 2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anything else to tell us?' }), 'Smooth motor');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(await canvas.findByText('Thank you! Your answers were sent to the shop.')).toBeVisible();
    await expect(args.submit).toHaveBeenCalledWith({
      sign: 'k3Jx9aQ2',
      answers: { overall: 4, model: 'Volt 2', liked: 'Smooth motor' },
    });
  },
};

export const RequiredAnswersMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send answers' }));
    await expect(canvas.getByText('Choose a rating.')).toBeVisible();
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  args: {
    submit: fn<Submit>(async () => {
      throw new HttpError('The request is invalid.', {
        code: 400,
        status: 400,
        data: {
          code: 400,
          msg: 'The request is invalid.',
          data: { fields: { 'body.answers.overall': 'Give 1 to 5.' } },
        },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '5 – Excellent' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /Which bike/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Volt 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answers' }));
    await expect(await canvas.findByText('Give 1 to 5.')).toBeVisible();
    await expect(canvas.queryByText('Thank you! Your answers were sent to the shop.')).toBeNull();
  },
};

export const AlreadyAnswered: Story = {
  args: { load: fn<Load>(async () => ({ ...questionnaire, submittedAt: '2026-12-02T17:30:00.000Z' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(
      'You already answered this questionnaire on Wed, Dec 2, 2026, 9:30 AM PST. Thank you!',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const InvalidLink: Story = {
  args: {
    load: fn<Load>(async () => {
      throw notFound();
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const MissingSign: Story = {
  args: { sign: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('This link is incomplete. Open the link from your e-mail again.'),
    ).toBeVisible();
    await expect(args.load).not.toHaveBeenCalled();
  },
};

let loads = 0;

export const LoadFailedThenRetried: Story = {
  beforeEach: () => {
    loads = 0;
  },
  args: {
    load: fn<Load>(async () => {
      loads += 1;
      if (loads === 1)
        throw new HttpError('Too many requests, please try again later.', { code: 429, status: 429 });
      return questionnaire;
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The questionnaire could not be loaded right now.');
    await expect(alert).toHaveTextContent('Too many requests, please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('form', { name: 'Questionnaire' })).toBeVisible());
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};
