import { addDays, type OnsiteJobDetail, type OnsiteMyDay } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Button, Empty, Spinner, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { BOARD_PATHS } from './board.logic';
import { MyDayJobCard } from './MyDayJobCard';
import type { MyDayJobApi } from './MyDayOnSite';
import { dayTitle, relativeDay } from './myDay.logic';
import type { LoadSignaturePad } from './SignaturePad';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 760px;
  margin: 0 auto;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 600;
  }
`;

// On a phone the day is on a line of its own, the two buttons under it; wider, all three on one line.
const Switcher = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-areas: 'day day' 'previous next';
  align-items: center;
  gap: 8px;
  button {
    min-height: 44px;
  }
  @media (min-width: 600px) {
    grid-template-columns: 1fr auto 1fr;
    grid-template-areas: 'previous day next';
  }
`;

const Place = styled.div<{ $area: string; $end?: boolean }>`
  grid-area: ${(p) => p.$area};
  justify-self: ${(p) => (p.$end ? 'end' : 'start')};
`;

const Day = styled.div`
  grid-area: day;
  text-align: center;
  strong {
    display: block;
    font-size: 15px;
  }
  span {
    color: ${vars.textSecondary};
    font-size: 13px;
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 24px 0;
  justify-content: center;
  color: ${vars.textRegular};
`;

const Notice = styled.div`
  padding: 16px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  p {
    margin: 0 0 8px;
  }
  a {
    display: inline-block;
    padding: 8px 0;
    color: ${vars.primaryReadable};
  }
`;

const failedMessage = (error: unknown) =>
  `Your day could not be loaded.${error instanceof Error && error.message ? ` ${error.message}` : ''}`;

export interface MyDayProps {
  title: string;
  /** The day asked for (YYYY-MM-DD), or null for today. */
  date: string | null;
  /** Today on this device (YYYY-MM-DD): the day shown when none is asked for, and the labels. */
  today: string;
  /** The day's jobs, once loaded (undefined while loading). */
  day: OnsiteMyDay | undefined;
  /** Why the day could not be loaded. */
  error: unknown;
  onRetry: () => void;
  /** Shows another day (null: today). */
  onDate: (date: string | null) => void;
  api: MyDayJobApi;
  onChanged: (job: OnsiteJobDetail) => void;
  loadSignaturePad?: LoadSignaturePad;
}

/** The technician's day (375 px first): the jobs in ETA order, a card each, and the days around it. */
export function MyDay({
  title,
  date,
  today,
  day,
  error,
  onRetry,
  onDate,
  api,
  onChanged,
  loadSignaturePad,
}: MyDayProps) {
  const shown = day?.date ?? date ?? today;
  const go = (days: number) => {
    const next = addDays(shown, days);
    onDate(next === today ? null : next);
  };
  const relative = relativeDay(shown, today);

  let body: ReactNode;
  if (isHttpError(error) && error.code === 403) {
    body = (
      <Notice role="alert">
        <p>
          <strong>{error.message}</strong>
        </p>
        <p>My day lists the onsite jobs assigned to you as a technician.</p>
        <AppLink to={BOARD_PATHS.board}>Open the flight board</AppLink>
      </Notice>
    );
  } else if (!day && error) {
    body = <LoadFailed message={failedMessage(error)} onRetry={onRetry} />;
  } else if (!day) {
    body = (
      <Status role="status">
        <Spinner />
        Loading your jobs…
      </Status>
    );
  } else if (day.jobs.length === 0) {
    body = <Empty description={`No jobs ${relative ? relative.toLowerCase() : 'on this day'}.`} />;
  } else {
    // A reload that failed keeps the cards (and whatever is typed in them) under the retry.
    body = (
      <>
        {error ? <LoadFailed message={failedMessage(error)} onRetry={onRetry} /> : null}
        {day.jobs.map((job) => (
          <MyDayJobCard
            key={job.id}
            job={job}
            api={api}
            onChanged={onChanged}
            onStale={onRetry}
            loadSignaturePad={loadSignaturePad}
          />
        ))}
      </>
    );
  }

  return (
    <Root>
      <h2>{title}</h2>
      <Switcher aria-label="Day">
        <Place $area="previous">
          <Button onClick={() => go(-1)}>‹ Previous day</Button>
        </Place>
        <Day>
          <strong>{relative ?? dayTitle(shown)}</strong>
          {relative && <span>{dayTitle(shown)}</span>}
        </Day>
        <Place $area="next" $end>
          <Button onClick={() => go(1)}>Next day ›</Button>
        </Place>
      </Switcher>
      {date !== null && (
        <Button variant="text" onClick={() => onDate(null)}>
          Back to today
        </Button>
      )}
      {day && day.jobs.length > 0 && (
        <p aria-live="polite">
          {day.jobs.length} {day.jobs.length === 1 ? 'job' : 'jobs'} for {day.technician.name}
        </p>
      )}
      {body}
    </Root>
  );
}
