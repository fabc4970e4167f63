import type { OnsiteWorkBody } from '@console/contract';
import { Button, FormField, Textarea, vars } from '@console/ui';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import type { UploadImage } from '../../shared/useImagePreviews';
import type { WorkFormControl } from './useWorkForm';
import { WorkFormParts } from './WorkFormParts';
import { WorkFormPhotos } from './WorkFormPhotos';

const Form = styled.form`
  fieldset {
    margin: 0 0 18px;
    padding: 4px 12px 12px;
    border: 1px solid ${vars.borderLight};
    border-radius: ${vars.radius};
    min-width: 0;
  }
  legend {
    padding: 0 4px;
    color: ${vars.textRegular};
  }
  textarea {
    font-size: 16px;
  }
  button[type='submit'] {
    min-height: 44px;
  }
`;

const Restored = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${vars.radius};
  background: ${vars.warningLight};
  color: ${vars.warningText};
`;

export interface WorkFormProps {
  /** The job's number, naming the form ('Work done on OSJ-000123'). */
  jobNumber: string;
  /** `useWorkForm(job)`: the form lives with the card, so completing can save it first. */
  form: WorkFormControl;
  /** POST /onsite/jobs/:id/work. */
  onSave: (body: OnsiteWorkBody) => Promise<unknown>;
  upload: UploadImage;
  readPhoto: (fileName: string) => Promise<Blob>;
  disabled?: boolean;
}

/** What the technician did on site: the resolution, the parts used and photos; saved as often as needed. */
export function WorkForm({ jobNumber, form, onSave, upload, readPhoto, disabled = false }: WorkFormProps) {
  const { register, control, formState, submitWith, refusal } = form;
  return (
    <Form noValidate aria-label={`Work done on ${jobNumber}`} onSubmit={submitWith(onSave)}>
      {form.restored && formState.isDirty && (
        <Restored role="status">
          What you typed before the page was reloaded is back. It is not saved yet.
        </Restored>
      )}
      <FormField
        label="Resolution"
        required
        help="What was found and what was done; printed on the service order."
        error={formState.errors.resolution?.message}
      >
        {(field) => <Textarea {...field} {...register('resolution')} rows={4} disabled={disabled} />}
      </FormField>
      <WorkFormParts control={control} disabled={disabled} />
      <fieldset>
        <legend>Photos</legend>
        <Controller
          control={control}
          name="photos"
          render={({ field, fieldState }) => (
            <>
              <WorkFormPhotos
                value={field.value}
                onChange={field.onChange}
                upload={upload}
                read={readPhoto}
                disabled={disabled}
              />
              <FormRefusal message={fieldState.error?.message} />
            </>
          )}
        />
      </fieldset>
      <FormRefusal message={refusal} />
      {!disabled && (
        <Button type="submit" loading={formState.isSubmitting}>
          Save work
        </Button>
      )}
    </Form>
  );
}
