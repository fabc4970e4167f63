import type { DispatchDay, OnsiteDispatch, OnsiteJobRow } from '@console/contract';
import { Button, Empty, Tag } from '@console/ui';
import styled from 'styled-components';
import { timezoneName } from '../../shared/display.logic';
import { shopTime } from '../bookings/bookings.logic';
import { clockHour, conflictingJobIds, durationLabel, hoursLabel, workingMinutes } from './dispatch.logic';
import { JobStatusTag } from './JobStatusTag';
import { PRIORITY_LABELS } from './jobStatus';
import { WrapList } from './WrapList';

const Lane = styled.section`
  margin-bottom: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1em;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  th,
  td {
    border: 1px solid var(--console-border-light);
    padding: 6px;
    vertical-align: top;
    text-align: left;
  }
  thead th {
    background: var(--console-fill);
    white-space: nowrap;
  }
  tbody th {
    white-space: nowrap;
  }
`;

const Cell = styled.td<{ $off: boolean }>`
  min-width: 150px;
  background: ${(p) => (p.$off ? 'var(--console-fill)' : 'transparent')};
`;

const Muted = styled.div`
  color: var(--console-text-secondary);
  font-size: 0.9em;
`;

const Sub = styled.span`
  display: block;
  color: inherit;
  font-size: 0.9em;
`;

const Block = styled.button<{ $conflict: boolean }>`
  display: block;
  width: 100%;
  margin: 4px 0;
  padding: 4px 6px;
  text-align: left;
  font: inherit;
  cursor: pointer;
  color: ${(p) => (p.$conflict ? 'var(--console-danger-text)' : 'var(--console-text)')};
  background: ${(p) => (p.$conflict ? 'var(--console-danger-light)' : 'var(--console-primary-light-9)')};
  border: 1px solid ${(p) => (p.$conflict ? 'var(--console-danger)' : 'var(--console-primary-light-5)')};
  border-left-width: 4px;
  border-radius: var(--console-radius);
  &:focus-visible {
    outline: 2px solid var(--console-primary);
    outline-offset: 1px;
  }
`;

// A narrow day column would break a time range at its dash and a job number at its hyphen.
const Whole = styled.span`
  white-space: nowrap;
`;

const Waiting = styled.li<{ $picked: boolean }>`
  padding: 6px 8px;
  border: 1px solid ${(p) => (p.$picked ? 'var(--console-primary)' : 'var(--console-border-light)')};
  border-radius: var(--console-radius);
  background: ${(p) => (p.$picked ? 'var(--console-primary-light-9)' : 'transparent')};
`;

/** 'Fri, Nov 27' for a YYYY-MM-DD date. */
function dayHeading(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export interface DispatchGridProps {
  dispatch: OnsiteDispatch;
  /** The unassigned job picked to be placed on a technician's day. */
  pickedJobId: number | null;
  onPick: (jobId: number | null) => void;
  onOpenJob: (jobId: number) => void;
  /** A technician's day was chosen for the picked job. */
  onPlace: (job: OnsiteJobRow, technicianId: number, date: string) => void;
}

/**
 * Technicians × days on the brand's clock: each day's hours, its jobs as blocks with their times and what is
 * booked of the working time; a job that overlaps another or falls outside the hours is marked as a conflict.
 * Above, the unassigned lane: pick a job there, then a technician's day to assign it. Every block and day is
 * a button, so the grid works from the keyboard.
 */
export function DispatchGrid({ dispatch, pickedJobId, onPick, onOpenJob, onPlace }: DispatchGridProps) {
  const zone = dispatch.timezone;
  const picked = dispatch.unassigned.find((job) => job.id === pickedJobId) ?? null;
  return (
    <>
      <Lane aria-labelledby="unassigned-lane">
        <h3 id="unassigned-lane">Unassigned ({dispatch.unassigned.length})</h3>
        {dispatch.unassigned.length === 0 ? (
          <Empty description="No open job is waiting for a technician." />
        ) : (
          <WrapList aria-label="Unassigned jobs">
            {dispatch.unassigned.map((job) => (
              <Waiting key={job.id} $picked={job.id === pickedJobId}>
                <Button
                  variant="text"
                  aria-pressed={job.id === pickedJobId}
                  onClick={() => onPick(job.id === pickedJobId ? null : job.id)}
                >
                  {job.number} · {job.city}, {job.state}
                </Button>
                <JobStatusTag status={job.status} />
                <Muted>
                  {PRIORITY_LABELS[job.priority]} · due {shopTime(job.dueBy, job.timezone)}
                  {job.scheduledStart && ` · ETA ${shopTime(job.scheduledStart, job.timezone)}`}
                </Muted>
                <Button variant="text" onClick={() => onOpenJob(job.id)} aria-label={`Open ${job.number}`}>
                  Open
                </Button>
              </Waiting>
            ))}
          </WrapList>
        )}
        {picked && (
          <p role="status">
            {picked.number} is picked: choose a technician's day below (or pick it again to put it back).
          </p>
        )}
      </Lane>
      {dispatch.technicians.length === 0 ? (
        <Empty description="The brand has no technicians yet: give employees the position technician." />
      ) : (
        <Scroller>
          <Table aria-label="Technicians by day">
            <caption>Times on the brand's clock ({timezoneName(zone)}).</caption>
            <thead>
              <tr>
                <th scope="col">Technician</th>
                {dispatch.dates.map((date) => (
                  <th key={date} scope="col">
                    {dayHeading(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dispatch.technicians.map((technician) => (
                <tr key={technician.id}>
                  <th scope="row">{technician.name}</th>
                  {technician.days.map((day) => (
                    <DayCell
                      key={day.date}
                      day={day}
                      timezone={zone}
                      technicianName={technician.name}
                      picked={picked}
                      onOpenJob={onOpenJob}
                      onPlace={() => picked && onPlace(picked, technician.id, day.date)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
    </>
  );
}

interface DayCellProps {
  day: DispatchDay;
  timezone: string;
  technicianName: string;
  picked: OnsiteJobRow | null;
  onOpenJob: (jobId: number) => void;
  onPlace: () => void;
}

function DayCell({ day, timezone, technicianName, picked, onOpenJob, onPlace }: DayCellProps) {
  const conflicts = conflictingJobIds(day);
  const working = workingMinutes(day);
  return (
    <Cell $off={day.hours.length === 0}>
      <div>{hoursLabel(day.hours, timezone)}</div>
      <Muted>
        {working > 0
          ? `Booked ${durationLabel(day.bookedMinutes)} of ${durationLabel(working)}`
          : day.jobs.length > 0
            ? `Booked ${durationLabel(day.bookedMinutes)}`
            : 'Free'}
      </Muted>
      {day.jobs.map((job) => {
        const conflict = conflicts.has(job.id);
        const when = `${clockHour(job.start, timezone)}–${clockHour(job.end, timezone)}`;
        return (
          <Block key={job.id} type="button" $conflict={conflict} onClick={() => onOpenJob(job.id)}>
            <Whole>{when}</Whole> <Whole>{job.number}</Whole> <Sub>{job.city}</Sub>{' '}
            {conflict && <Tag type="danger">Conflict</Tag>}
          </Block>
        );
      })}
      {picked && (
        <Button
          onClick={onPlace}
          aria-label={`Assign here: ${picked.number} to ${technicianName} on ${dayHeading(day.date)}`}
        >
          Assign here
        </Button>
      )}
    </Cell>
  );
}
