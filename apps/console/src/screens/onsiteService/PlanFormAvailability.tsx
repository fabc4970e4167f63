import type { OnsiteDispatch } from '@console/contract';
import { Button, Empty, Skeleton } from '@console/ui';
import styled from 'styled-components';
import { clockHour, durationLabel, hoursLabel, workingMinutes } from './dispatch.logic';

const List = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.li<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) minmax(0, 2fr) auto;
  gap: 8px;
  align-items: center;
  padding: 6px 8px;
  border: 1px solid ${(p) => (p.$chosen ? 'var(--console-primary)' : 'var(--console-border-light)')};
  border-radius: var(--console-radius);
`;

const Muted = styled.span`
  color: var(--console-text-secondary);
`;

export interface PlanFormAvailabilityProps {
  /** The day asked for; undefined while it loads. */
  day: OnsiteDispatch | undefined;
  failed: boolean;
  /** The clock the times show on (the customer's, like the ETA). */
  timezone: string;
  chosenId: number | null;
  /** Picks a technician (assigning); absent when the dialog only plans the time. */
  onChoose?: (technicianId: number) => void;
}

/** Who works the chosen day: each technician's hours and booked jobs on the customer's clock. */
export function PlanFormAvailability({
  day,
  failed,
  timezone,
  chosenId,
  onChoose,
}: PlanFormAvailabilityProps) {
  if (failed) return <p role="alert">The technicians' day could not be loaded.</p>;
  if (!day) return <Skeleton rows={2} aria-label="Technicians' day loading" />;
  if (day.technicians.length === 0) {
    return <Empty description="The brand has no technicians yet (employees with the position technician)." />;
  }
  return (
    <List aria-label="Technicians that day">
      {day.technicians.map((technician) => {
        const days = technician.days;
        const jobs = days.flatMap((one) => one.jobs);
        const working = days.reduce((sum, one) => sum + workingMinutes(one), 0);
        const booked = days.reduce((sum, one) => sum + one.bookedMinutes, 0);
        return (
          <Row key={technician.id} $chosen={technician.id === chosenId}>
            <strong>{technician.name}</strong>
            <span>
              {hoursLabel(
                days.flatMap((one) => one.hours),
                timezone,
              )}
              {working > 0 && (
                <Muted>
                  {' '}
                  · booked {durationLabel(booked)} of {durationLabel(working)}
                </Muted>
              )}
              <br />
              {jobs.length === 0 ? (
                <Muted>No jobs</Muted>
              ) : (
                jobs.map((job) => (
                  <Muted key={job.id}>
                    {clockHour(job.start, timezone)}–{clockHour(job.end, timezone)} {job.number} ({job.city}){' '}
                  </Muted>
                ))
              )}
            </span>
            {onChoose &&
              (technician.id === chosenId ? (
                <Muted>Chosen</Muted>
              ) : (
                <Button onClick={() => onChoose(technician.id)} aria-label={`Choose ${technician.name}`}>
                  Choose
                </Button>
              ))}
          </Row>
        );
      })}
    </List>
  );
}
