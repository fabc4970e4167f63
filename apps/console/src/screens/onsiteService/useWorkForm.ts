import { type OnsiteJobDetail, type OnsiteWorkBody, onsiteWorkBody } from '@console/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { type WorkValues, workBodyOf, workValuesOf } from './myDay.logic';

const checkWork = zodResolver(onsiteWorkBody, { error: plainIssue }) as unknown as Resolver<
  OnsiteWorkBody,
  unknown,
  OnsiteWorkBody
>;

/**
 * The work form of a job on site (resolution, parts, photos), checked with the contract's body of
 * POST /onsite/jobs/:id/work. It starts from what the job has recorded, so a reload shows what was saved.
 */
export function useWorkForm(job: OnsiteJobDetail) {
  // Each save moves the job's version on; the body always carries the latest one.
  const version = useRef(job.version);
  version.current = job.version;
  const resolver: Resolver<WorkValues, unknown, OnsiteWorkBody> = (values, context, options) =>
    checkWork(
      workBodyOf(values, version.current),
      context,
      options as unknown as Parameters<typeof checkWork>[2],
    ) as ReturnType<Resolver<WorkValues, unknown, OnsiteWorkBody>>;
  return useContractForm<WorkValues, OnsiteWorkBody>({
    resolver,
    defaultValues: workValuesOf(job),
    fields: ['resolution', 'parts', 'photos'],
    success: 'Work saved.',
  });
}

export type WorkFormControl = ReturnType<typeof useWorkForm>;
