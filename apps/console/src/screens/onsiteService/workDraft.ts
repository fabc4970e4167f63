import { type JsonStorage, localJson } from '@console/core';
import type { WorkValues } from './myDay.logic';

/** What was typed on a job's work form and not saved yet, with the job version it was typed on. */
export interface WorkDraft {
  version: number;
  values: WorkValues;
}

const keyOf = (jobId: number) => `onsite-work-draft:${jobId}`;

/**
 * The work form's unsaved input, kept on this device so a reload (or a phone that drops the page) loses
 * nothing. A draft typed on another version of the job is stale: the job has changed since, so it is dropped.
 */
export function workDrafts(storage: JsonStorage = localJson) {
  return {
    read(jobId: number, version: number): WorkValues | null {
      const draft = storage.getJSON<WorkDraft>(keyOf(jobId));
      if (draft?.version === version && Array.isArray(draft.values?.parts)) return draft.values;
      if (draft) storage.remove(keyOf(jobId));
      return null;
    },
    keep: (jobId: number, version: number, values: WorkValues) =>
      storage.setJSON(keyOf(jobId), { version, values } satisfies WorkDraft),
    forget: (jobId: number) => storage.remove(keyOf(jobId)),
  };
}

export type WorkDrafts = ReturnType<typeof workDrafts>;
