import type { QuickStart } from '@console/contract';
import { parseTime } from '@console/core';
import { AppLink, Button, Card, Tag, vars } from '@console/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { quickStartProgress } from './quickStart.logic';

const Progress = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
  p {
    margin: 0;
  }
  progress {
    width: 100%;
    max-width: 480px;
    height: 10px;
    accent-color: ${vars.primary};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
`;

const StepText = styled.div`
  flex: 1;
  a {
    font-weight: 600;
    color: ${vars.primaryReadable};
  }
  p {
    margin: 4px 0 0;
    color: ${vars.textSecondary};
  }
`;

const Finished = styled.p`
  margin: 0 0 16px;
  color: ${vars.successText};
`;

const Closed = styled.p`
  margin: 0 0 12px;
`;

export interface QuickStartGuideProps {
  title: string;
  /** Undefined while loading (or when the load failed). */
  guide: QuickStart | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Closes the guide for the signed-in user. */
  onDismiss: () => Promise<unknown>;
  /** Shows it again. */
  onReopen: () => Promise<unknown>;
}

/**
 * /quickStart/index: a retailer's first steps, each ticked off from the company's data and linking to the
 * screen where it is done. Each user may close it for themselves, and show it again.
 */
export function QuickStartGuide({
  title,
  guide,
  failed,
  onRetry,
  onDismiss,
  onReopen,
}: QuickStartGuideProps) {
  const [busy, setBusy] = useState(false);
  const progressId = useId();
  if (!guide) {
    return failed ? (
      <LoadFailed message="The Quick Start Guide could not be loaded." onRetry={onRetry} />
    ) : (
      <LoadingScreen inline />
    );
  }
  const act = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The http client has said why; the guide stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const { done, total } = quickStartProgress(guide.items);
  const summary = `${done} of ${total} steps done`;

  if (guide.dismissedAt !== null) {
    return (
      <ScreenLayout>
        <h2>{title}</h2>
        <Card>
          <Closed>
            You closed the Quick Start Guide on {parseTime(guide.dismissedAt, '{y}-{m}-{d}')}. {summary}.
          </Closed>
          <Button onClick={act(onReopen)} loading={busy}>
            Show the guide again
          </Button>
        </Card>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card title="Get your company ready for customers">
        <Progress>
          <p id={progressId}>{summary}</p>
          <progress value={done} max={total} aria-labelledby={progressId} />
        </Progress>
        {done === total && <Finished>All done: your company is ready for customers.</Finished>}
        <Steps aria-label="Steps">
          {guide.items.map((item) => (
            <Step key={item.key}>
              <StepText>
                <AppLink to={item.path}>{item.label}</AppLink>
                <p>{item.hint}</p>
              </StepText>
              {item.done ? (
                <Tag type="success" round>
                  Done
                </Tag>
              ) : (
                <Tag round>To do</Tag>
              )}
            </Step>
          ))}
        </Steps>
        <Button onClick={act(onDismiss)} loading={busy}>
          Close the guide
        </Button>
      </Card>
    </ScreenLayout>
  );
}
