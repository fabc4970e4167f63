import type { ClaimDetail, ClaimSubmitBody } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { warrantyDetail } from '../warranty/warranty.fixtures';
import { ClaimForm } from './ClaimForm';
import { claimDetail, fulfillmentTypes } from './claims.fixtures';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Console/Warranties/Claims/ClaimForm',
  component: ClaimForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    warranty: warrantyDetail,
    fulfillmentTypes,
    upload: fn(() => Promise.resolve({ code: 200, fileName: '2026/11/22/photo.jpg' })),
    onSubmit: fn((_body: ClaimSubmitBody): Promise<ClaimDetail> => Promise.resolve(claimDetail)),
    onSubmitted: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ClaimForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvas: Canvas, combobox: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The 1st of the month the failure-date calendar opens on (this month: never in the future). */
async function pickFailureDate(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Failure date' }));
  await userEvent.click((await screen.findAllByRole('button', { name: /\b1st, \d{4}/ }))[0] as HTMLElement);
}

async function fillFault(canvas: Canvas) {
  await pickFailureDate(canvas);
  await choose(canvas, 'Causal component', 'Battery');
  await choose(canvas, 'Fulfillment', 'Repair in shop');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Complaint' }), 'Battery drops to 0% at 40%.');
}

/** What the contract refuses shows on each field before anything is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit claim' }));
    await expect((await canvas.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only the unit's components are offered; an ended coverage says so. */
export const ComponentsOfTheUnit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Causal component' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual(['Frame', 'Battery', 'Display (coverage ended 2026-01-14)']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Two lines priced as typed, the total kept up to date; the body sent is exactly the contract's. */
export const SubmitTwoLines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillFault(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Battery diagnosis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hours / qty' }), '1.5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Unit price' }), '110');
    await expect(canvas.getByRole('status', { name: 'Line 1 total' })).toHaveTextContent('$165.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    await choose(canvas, 'Line 2 kind', 'Part');
    const descriptions = canvas.getAllByRole('textbox', { name: 'Description' });
    await userEvent.type(descriptions[1] as HTMLElement, 'Battery pack');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Code' })[1] as HTMLElement, 'VLC-BAT-01');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Hours / qty' })[1] as HTMLElement, '1');
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Unit price' })[1] as HTMLElement, '620');
    await expect(canvas.getByRole('status', { name: 'Claimed total' })).toHaveTextContent('$785.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledWith(claimDetail));
    await waitFor(() => expect(screen.getByText('Claim submitted.')).toBeVisible());
    const body = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as ClaimSubmitBody;
    await expect(body).toEqual({
      warrantyId: 1,
      failureDate: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      complaint: 'Battery drops to 0% at 40%.',
      causalComponentType: 'battery',
      fulfillmentTypeId: 1,
      lines: [
        { kind: 'labor', description: 'Battery diagnosis', quantity: 1.5, unitCents: 11_000 },
        { kind: 'part', code: 'VLC-BAT-01', description: 'Battery pack', quantity: 1, unitCents: 62_000 },
      ],
      attachmentFileIds: [],
    });
  },
};

/** The server's refusal (coverage on the failure date) lands on its field. */
export const NotCovered: Story = {
  args: {
    onSubmit: fn(
      (_body: ClaimSubmitBody): Promise<ClaimDetail> =>
        Promise.reject(
          new HttpError('The warranty does not cover the battery on 2026-11-01.', {
            code: 422,
            status: 422,
            data: {
              code: 422,
              msg: 'The warranty does not cover the battery on 2026-11-01.',
              data: {
                fields: { 'body.failureDate': 'The warranty does not cover the battery on 2026-11-01.' },
              },
            },
          }),
        ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillFault(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Battery diagnosis');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hours / qty' }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Unit price' }), '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit claim' }));
    await expect(
      (await canvas.findAllByText('The warranty does not cover the battery on 2026-11-01.')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Complaint' })).toHaveValue(
      'Battery drops to 0% at 40%.',
    );
  },
};
