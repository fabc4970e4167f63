import { dateOnClock, type OnsiteJobDetail, type OnsiteJobRow } from '@console/contract';
import { Button, Dialog, Skeleton } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { usePageQuery } from '../../shared/usePageQuery';
import { JOB_PARAM } from './board.logic';
import { DispatchGrid } from './DispatchGrid';
import { onClock, refusalCode, shiftWeek, VERSION_CONFLICT_MESSAGE } from './dispatch.logic';
import { JobDrawer } from './JobDrawer';
import { createOnsiteApi, jobChanged, onsiteKeys } from './onsiteService.api';
import { PlanForm } from './PlanForm';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

// The picker fills its container: given one of its own, the week's buttons stay on one line beside it.
const FirstDay = styled.div`
  width: 11rem;
`;

const DAYS = 7;

interface Placing {
  job: OnsiteJobRow;
  technicianId: number;
  date: string;
}

/**
 * /onsite/work/dispatch: who is free. A week of technicians × days from a chosen date (on the brand's clock),
 * the unassigned lane, and the assign dialog for a job placed on a technician's day; jobs open in the drawer.
 */
export function DispatchPage() {
  const { http } = useServices();
  const api = useMemo(() => createOnsiteApi(http), [http]);
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const from = asked && /^\d{4}-\d\d-\d\d$/.test(asked) ? asked : null;
  const [picked, setPicked] = useState<number | null>(null);
  const [placing, setPlacing] = useState<Placing | null>(null);
  const week = usePageQuery({
    queryKey: onsiteKeys.dispatchWeek(from),
    queryFn: () => api.dispatch({ from: from ?? undefined, days: DAYS }),
  });
  const first = from ?? week.data?.dates[0] ?? null;
  const brandToday = week.data ? dateOnClock(week.data.timezone) : null;

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const placed = (job: OnsiteJobDetail) => {
    jobChanged(queries, job);
    setPlacing(null);
    setPicked(null);
  };

  return (
    <ScreenLayout>
      <Toolbar>
        <Button
          aria-label="Previous week"
          disabled={!first}
          onClick={() => first && setParam('from', shiftWeek(first, -1))}
        >
          ‹ Previous
        </Button>
        <FirstDay>
          <IsoDatePicker aria-label="First day" value={first} onChange={(date) => setParam('from', date)} />
        </FirstDay>
        <Button
          aria-label="Next week"
          disabled={!first}
          onClick={() => first && setParam('from', shiftWeek(first, 1))}
        >
          Next ›
        </Button>
        <Button disabled={!brandToday || first === brandToday} onClick={() => setParam('from', null)}>
          Today
        </Button>
        <Button variant="primary" onClick={() => setParam(JOB_PARAM, 'new')}>
          New job
        </Button>
      </Toolbar>
      {week.isError ? (
        <LoadFailed
          message="The technicians' week could not be loaded."
          onRetry={() => void week.refetch()}
        />
      ) : week.data ? (
        <DispatchGrid
          dispatch={week.data}
          pickedJobId={picked}
          onPick={setPicked}
          onOpenJob={(id) => setParam(JOB_PARAM, String(id))}
          onPlace={(job, technicianId, date) => setPlacing({ job, technicianId, date })}
        />
      ) : (
        <Skeleton rows={6} aria-label="Technicians' week loading" />
      )}
      <Dialog
        open={placing !== null}
        onOpenChange={(open) => !open && setPlacing(null)}
        title={placing ? `Assign a technician: ${placing.job.number}` : ''}
        width="760px"
      >
        {placing && (
          <PlanForm
            job={placing.job}
            mode="assign"
            today={onClock(new Date().toISOString(), placing.job.timezone).date}
            initialTechnicianId={placing.technicianId}
            initialDate={placing.date}
            loadDay={(date, jobId) => api.dispatch({ from: date, days: 1, jobId })}
            onSave={async (plan) => {
              if (plan.action !== 'assign') return;
              try {
                placed(await api.act(placing.job.id, 'assign', plan.body));
              } catch (error) {
                if (refusalCode(error) !== 'version_conflict') throw error;
                // The job moved meanwhile: the dialog goes on with it as it is now.
                const fresh = (await week.refetch()).data?.unassigned.find(
                  (job) => job.id === placing.job.id,
                );
                if (fresh) setPlacing({ ...placing, job: fresh });
                throw new Error(VERSION_CONFLICT_MESSAGE);
              }
            }}
            onBack={() => setPlacing(null)}
          />
        )}
      </Dialog>
      <JobDrawer />
    </ScreenLayout>
  );
}
