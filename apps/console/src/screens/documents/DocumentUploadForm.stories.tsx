import type { CompanyDocumentBody } from '@console/contract';
import { HttpError } from '@console/core';
import { FeedbackProvider } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentUploadForm } from './DocumentUploadForm';

const STORED = '4c1f0d5e-9b7a-4a44-8d0e-2f5b6d1e7a90.pdf';

const meta = {
  title: 'Console/Companies/Documents/DocumentUploadForm',
  component: DocumentUploadForm,
  decorators: [
    (Story) => (
      <FeedbackProvider>
        <div style={{ maxWidth: 520 }}>
          <Story />
        </div>
      </FeedbackProvider>
    ),
  ],
  args: {
    type: 'insurance_certificate',
    replaces: true,
    upload: fn(() => Promise.resolve({ code: 200, fileName: STORED })),
    onSubmit: fn((_body: CompanyDocumentBody) => Promise.resolve()),
    onDone: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DocumentUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File([new Uint8Array(512)], 'insurance-2027.pdf', { type: 'application/pdf' });

/** The file is asked for before anything is sent; the form says the current one is kept. */
export const FileRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upload Insurance certificate' }));
    await expect(
      form.getByText(
        'The new file replaces the current Insurance certificate, which stays in the history; an admin reviews it.',
      ),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Upload document' }));
    await expect(await form.findByText('Choose a file to upload.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A file and no date: a document that does not expire. */
export const UploadsWithoutExpiry: Story = {
  args: { replaces: false, type: 'w9' },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upload W-9' }));
    await expect(form.queryByText(/replaces the current/)).toBeNull();
    await userEvent.upload(form.getByLabelText('Select file'), pdf());
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await userEvent.click(form.getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ type: 'w9', fileName: STORED }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** The server's refusal lands on the field it names (the stored file is gone: upload it again). */
export const ServerRefusesTheFile: Story = {
  args: {
    onSubmit: fn((_body: CompanyDocumentBody) =>
      Promise.reject(
        new HttpError('File not found.', {
          code: 404,
          status: 404,
          data: {
            code: 404,
            msg: 'File not found.',
            data: { fields: { 'body.fileName': 'Upload this file again.' } },
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upload Insurance certificate' }));
    await userEvent.upload(form.getByLabelText('Select file'), pdf());
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await userEvent.click(form.getByRole('button', { name: 'Upload document' }));
    await expect(await form.findByText('Upload this file again.')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
