import type {
  BugAdminAction,
  BugAdminActionInput,
  BugAdminCommentBody,
  BugAssignee,
  BugAttachment,
  BugReportDetail,
  BugTriageFieldsBody,
} from '@console/contract';
import { AppLink, Button, Card } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { AdminCommentForm } from './AdminCommentForm';
import { BugFacts, BugFiles, BugHeading, DuplicateNotice } from './BugFacts';
import { BugThread } from './BugThread';
import { adminActionsFor, adminDetailPath, BUG_ACTION_LABELS, bugStatusLabel } from './bugs.logic';
import { StepDialog } from './StepDialog';
import { TriageFieldsForm } from './TriageFieldsForm';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

export interface TriagePanelProps {
  report: BugReportDetail;
  assignees: readonly BugAssignee[];
  onSaveFields: (body: BugTriageFieldsBody) => Promise<unknown>;
  onStep: (action: BugAdminAction, body: BugAdminActionInput) => Promise<unknown>;
  onComment: (body: BugAdminCommentBody) => Promise<unknown>;
  onDownload: (file: BugAttachment) => void;
}

/**
 * /admin_bugs/allBugs/bugDetails?id=…: an admin triages one report: its fields, the status steps its status
 * allows, the whole thread with internal notes, its files, duplicates and history.
 */
export function TriagePanel({
  report,
  assignees,
  onSaveFields,
  onStep,
  onComment,
  onDownload,
}: TriagePanelProps) {
  const [action, setAction] = useState<BugAdminAction | null>(null);
  const actions = adminActionsFor(report.status);
  return (
    <ScreenLayout>
      <BugHeading report={report} />
      <DuplicateNotice report={report} detailPath={adminDetailPath} />
      <Card title="Triage" extra={<AppLink to="/admin_bugs/index">Triage queue</AppLink>}>
        <TriageFieldsForm
          key={report.version}
          report={report}
          assignees={assignees}
          onSubmit={onSaveFields}
        />
        <Actions role="group" aria-label="Status actions">
          {actions.map((name) => (
            <Button
              key={name}
              variant={name === 'resolve' ? 'primary' : 'default'}
              onClick={() => setAction(name)}
            >
              {BUG_ACTION_LABELS[name]}
            </Button>
          ))}
        </Actions>
        {report.duplicates.length > 0 && (
          <p>
            Duplicates of this report:{' '}
            {report.duplicates.map((duplicate, index) => (
              <span key={duplicate.id}>
                {index > 0 && ', '}
                <AppLink to={adminDetailPath(duplicate.id)}>{duplicate.number}</AppLink>
              </span>
            ))}
          </p>
        )}
      </Card>
      <BugFacts report={report} admin />
      <BugFiles files={report.attachments} onDownload={onDownload} />
      <Card title="Conversation">
        <BugThread comments={report.comments} />
        <AdminCommentForm onSubmit={onComment} />
      </Card>
      <Card title="Status history" padded={false}>
        <StatusHistory label="Report history" changes={report.history} statusLabel={bugStatusLabel} />
      </Card>
      <StepDialog
        action={action}
        status={report.status}
        version={report.version}
        onClose={() => setAction(null)}
        onSubmit={onStep}
      />
    </ScreenLayout>
  );
}
