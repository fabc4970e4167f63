import type { PayLogAddFormValues } from '@console/contract';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { refusal } from '../../shared/testing/storyFixtures';
import { categoryEntries } from '../dashboard/dashboard.fixtures';
import { AddPayLogDialog } from './AddPayLogDialog';
import { approvedCredit, companies } from './payLogs.fixtures';
import { correctionOf, NEW_LOG } from './payLogs.logic';

const STORED = '9b2f7c1e-4d5a-4e8b-a1c3-6f0d2e9b8a71.pdf';

const meta = {
  title: 'Console/Money/PayLogs/AddPayLogDialog',
  component: AddPayLogDialog,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <Story />
      </FeedbackProvider>
    ),
  ],
  args: {
    start: NEW_LOG,
    corrects: null,
    companies,
    categoryOptions: categoryEntries,
    upload: fn(() => Promise.resolve({ code: 200, fileName: STORED })),
    onSubmit: fn((_values: PayLogAddFormValues) => Promise.resolve()),
    onDone: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddPayLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string, description: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await expect(dialog).toHaveAccessibleDescription(description);
  return within(dialog);
};

const NEW_LOG_TEXT = 'Another administrator audits it before it moves the company’s balance.';
const CORRECTION_TEXT =
  'An approved log is never changed: this debit corrects its credit of $2,150.00 ($1,840.00 left to correct). Another administrator audits it.';

const choose = async (dialog: ReturnType<typeof within>, field: string, option: string) => {
  await userEvent.click(dialog.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const wireAdvice = () => new File([new Uint8Array(2048)], 'wire 9001.pdf', { type: 'application/pdf' });

/** A credit for a retailer with its wire advice: the amount is sent in cents, the evidence by its stored name. */
export const AddCredit: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add payment log', NEW_LOG_TEXT);
    await choose(dialog, 'Company', 'Harbor Cycles (retailer)');
    await expect(dialog.getByRole('radio', { name: /^Credit/ })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '1,250.50');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Offline payment received',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'External reference' }), 'WIRE-9001');
    await userEvent.upload(dialog.getByLabelText('Select file'), wireAdvice());
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'November settlement.');
    await userEvent.click(dialog.getByRole('button', { name: 'Enter payment log' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          companyId: 11,
          direction: 'credit',
          amount: 125_050,
          category: 'offline_payment_received',
          externalReference: 'WIRE-9001',
          evidenceFileName: STORED,
          note: 'November settlement.',
        }),
      ),
    );
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** Checked with the contract before anything is sent: a company and an amount are required. */
export const Incomplete: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add payment log', NEW_LOG_TEXT);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '12.345');
    await userEvent.click(dialog.getByRole('button', { name: 'Enter payment log' }));
    await expect(await dialog.findByText('This field is required.')).toBeVisible();
    await expect(dialog.getByText('Enter an amount with at most two decimals, e.g. 1250.50.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal lands on the field it names; nothing typed is lost. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn((_values: PayLogAddFormValues) =>
      Promise.reject(
        refusal(404, 'File not found.', {
          fields: { 'body.evidenceFileName': 'Upload the evidence again.' },
        }),
      ),
    ),
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Add payment log', NEW_LOG_TEXT);
    await choose(dialog, 'Company', 'Voltline Bikes (brand)');
    await userEvent.click(dialog.getByRole('radio', { name: /^Debit/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '45.67');
    await userEvent.upload(dialog.getByLabelText('Select file'), wireAdvice());
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await userEvent.click(dialog.getByRole('button', { name: 'Enter payment log' }));
    await expect(await dialog.findByText('Upload the evidence again.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('45.67');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/**
 * A correction of an approved credit: the same company, a debit, all that is left to correct; it names the
 * log it corrects.
 */
export const Correction: Story = {
  args: { start: correctionOf(approvedCredit), corrects: approvedCredit },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Correct payment log #17', CORRECTION_TEXT);
    await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveTextContent(
      'Harbor Cycles (retailer)',
    );
    await expect(dialog.getByRole('combobox', { name: 'Company' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^Debit/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^Credit/ })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('1840.00');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Correction');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), '310');
    await userEvent.click(dialog.getByRole('button', { name: 'Enter correction' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          companyId: 11,
          direction: 'debit',
          amount: 31_000,
          category: 'correction',
          correctsId: 17,
        }),
      ),
    );
  },
};

/** More than is left to correct: the server says how much is left, on the amount. */
export const CorrectionTooLarge: Story = {
  args: {
    start: correctionOf(approvedCredit),
    corrects: approvedCredit,
    onSubmit: fn((_values: PayLogAddFormValues) =>
      Promise.reject(
        refusal(400, 'At most $1,840.00 of payment log #17 is left to correct.', {
          fields: { 'body.amount': 'At most $1,840.00 of payment log #17 is left to correct.' },
        }),
      ),
    ),
  },
  play: async () => {
    const dialog = await dialogNamed('Correct payment log #17', CORRECTION_TEXT);
    await userEvent.click(dialog.getByRole('button', { name: 'Enter correction' }));
    await expect(
      await dialog.findByText('At most $1,840.00 of payment log #17 is left to correct.'),
    ).toBeVisible();
  },
};
