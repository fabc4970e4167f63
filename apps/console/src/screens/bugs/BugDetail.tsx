import type { BugAttachment, BugReopenBody, BugReplyBody, BugReportDetail } from '@console/contract';
import { AppLink, Card, type FileUploadProps } from '@console/ui';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { BugFacts, BugFiles, BugHeading, DuplicateNotice } from './BugFacts';
import { BugThread } from './BugThread';
import { bugStatusLabel, reporterDetailPath } from './bugs.logic';
import { ReopenForm } from './ReopenForm';
import { ReplyForm } from './ReplyForm';

export interface BugDetailProps {
  report: BugReportDetail;
  upload: FileUploadProps['upload'];
  onReply: (body: BugReplyBody) => Promise<unknown>;
  onReopen: (body: BugReopenBody) => Promise<unknown>;
  onDownload: (file: BugAttachment) => void;
}

/**
 * /bugs/allBugs/bugDetails?id=…: one of the company's reports as its reporter follows it: what was reported,
 * its files, the conversation with support (and the answer it waits for), reopening, and its history.
 */
export function BugDetail({ report, upload, onReply, onReopen, onDownload }: BugDetailProps) {
  return (
    <ScreenLayout>
      <BugHeading report={report} />
      <DuplicateNotice report={report} detailPath={reporterDetailPath} />
      {report.status === 'needs_info' && (
        <p role="status">
          Support needs more information from you: answer below and the report goes back to them.
        </p>
      )}
      <BugFacts report={report} admin={false} />
      <BugFiles files={report.attachments} onDownload={onDownload} />
      <Card title="Conversation" extra={<AppLink to="/bugs/allBugs">All reports</AppLink>}>
        <BugThread comments={report.comments} />
        {report.viewer.canComment ? (
          <ReplyForm
            key={report.comments.length}
            answering={report.status === 'needs_info'}
            upload={upload}
            onSubmit={onReply}
          />
        ) : (
          <p>This report is closed: it takes no more comments. Report the problem again if it comes back.</p>
        )}
      </Card>
      {report.viewer.canReopen && report.viewer.reopenUntil && (
        <Card title="Still happening?">
          <ReopenForm
            key={report.version}
            version={report.version}
            until={report.viewer.reopenUntil}
            onSubmit={onReopen}
          />
        </Card>
      )}
      <Card title="Status history" padded={false}>
        <StatusHistory label="Report history" changes={report.history} statusLabel={bugStatusLabel} />
      </Card>
    </ScreenLayout>
  );
}
