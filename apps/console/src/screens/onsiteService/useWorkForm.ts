import { type OnsiteJobDetail, type OnsiteWorkBody, onsiteWorkBody } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { type WorkValues, workBodyOf, workValuesOf } from './myDay.logic';
import { type WorkDrafts, workDrafts } from './workDraft';

const checkWork = zodResolver(onsiteWorkBody, { error: plainIssue }) as unknown as Resolver<
  OnsiteWorkBody,
  unknown,
  OnsiteWorkBody
>;

const deviceDrafts = workDrafts();

/**
 * The work form of a job on site (resolution, parts, photos), checked with the contract's body of
 * POST /onsite/jobs/:id/work. It starts from what the job has recorded, so a reload shows what was saved;
 * what was typed and not saved yet is kept on the device and comes back after a reload too.
 */
export function useWorkForm(job: OnsiteJobDetail, drafts: WorkDrafts = deviceDrafts) {
  // Each save moves the job's version on; the body always carries the latest one.
  const version = useRef(job.version);
  version.current = job.version;
  const [restored] = useState(() => drafts.read(job.id, job.version));
  const resolver: Resolver<WorkValues, unknown, OnsiteWorkBody> = (values, context, options) =>
    checkWork(
      workBodyOf(values, version.current),
      context,
      options as unknown as Parameters<typeof checkWork>[2],
    ) as ReturnType<Resolver<WorkValues, unknown, OnsiteWorkBody>>;
  const form = useContractForm<WorkValues, OnsiteWorkBody>({
    resolver,
    defaultValues: workValuesOf(job),
    fields: ['resolution', 'parts', 'photos'],
    success: 'Work saved.',
  });
  const { reset, watch } = form;

  // The draft goes over what the job recorded, so the form shows it as not saved yet.
  useEffect(() => {
    if (restored) reset(restored, { keepDefaultValues: true });
  }, [restored, reset]);

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type === 'change') drafts.keep(job.id, version.current, values as WorkValues);
    });
    return () => subscription.unsubscribe();
  }, [watch, drafts, job.id]);

  return {
    ...form,
    /** The form shows a draft from before a reload. */
    restored: restored !== null,
    /** Once saved (or completed), the draft is no longer needed. */
    forgetDraft: () => drafts.forget(job.id),
  };
}

export type WorkFormControl = ReturnType<typeof useWorkForm>;
