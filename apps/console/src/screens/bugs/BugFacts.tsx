import type { BugAttachment, BugReportDetail } from '@console/contract';
import { AppLink, Button, Card, Descriptions, type DescriptionsItem, vars } from '@console/ui';
import styled from 'styled-components';
import { BugStatusTag } from './BugStatusTag';
import { BUG_CATEGORY_LABELS, BUG_SEVERITY_LABELS, bugStatusLabel, bugTime } from './bugs.logic';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Text = styled.p`
  margin: 0 0 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.fill};
`;

const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 6px;
  }
`;

/** The report's number, title and status as the detail pages head them. */
export function BugHeading({ report }: { report: BugReportDetail }) {
  return (
    <Heading>
      <h2>
        {report.number} {report.title}
      </h2>
      <BugStatusTag report={report} />
    </Heading>
  );
}

/** Where a duplicate's original is: a link when the viewer may open it, else its number. */
export function DuplicateNotice({
  report,
  detailPath,
}: {
  report: BugReportDetail;
  detailPath: (id: number) => string;
}) {
  const original = report.duplicateOf;
  if (!original) return null;
  return (
    <Notice role="status">
      Closed as a duplicate of{' '}
      {original.visible ? (
        <AppLink to={detailPath(original.id)}>
          {original.number} {original.title}
        </AppLink>
      ) : (
        original.number
      )}
      {original.status ? ` (${bugStatusLabel(original.status).toLowerCase()})` : ''}: follow that report for
      news; it is the one being worked on.
    </Notice>
  );
}

/** What the reporter said and what was captured with it. */
export function BugFacts({ report, admin }: { report: BugReportDetail; admin: boolean }) {
  const items: DescriptionsItem[] = [
    { key: 'severity', label: 'Severity', value: BUG_SEVERITY_LABELS[report.severity] },
    {
      key: 'category',
      label: 'Category',
      value: report.category ? BUG_CATEGORY_LABELS[report.category] : 'Not set yet',
    },
    { key: 'reporter', label: 'Reported by', value: report.reporter.name },
    { key: 'created', label: 'Reported', value: bugTime(report.createdAt) },
    {
      key: 'assignee',
      label: admin ? 'Assignee' : 'Handled by',
      value: report.assignee?.name ?? 'Nobody yet',
    },
    { key: 'updated', label: 'Updated', value: bugTime(report.updatedAt) },
    { key: 'page', label: 'Page', value: report.pageUrl ?? 'Not captured', span: 2 },
    { key: 'browser', label: 'Browser', value: report.userAgent ?? 'Not captured', span: 2 },
    { key: 'version', label: 'App version', value: report.appVersion ?? 'Not captured' },
  ];
  if (admin) items.unshift({ key: 'company', label: 'Company', value: report.company.name, span: 2 });
  if (report.resolvedAt)
    items.push({ key: 'resolved', label: 'Resolved', value: bugTime(report.resolvedAt) });
  return (
    <Card title="Report">
      <Descriptions items={items} columns={2} bordered />
      <h4>Steps to reproduce</h4>
      <Text>{report.steps}</Text>
      <h4>Expected</h4>
      <Text>{report.expected}</Text>
      <h4>What happened</h4>
      <Text>{report.actual}</Text>
    </Card>
  );
}

/** The report's screenshots and files (those of comments say so), each downloaded through the report. */
export function BugFiles({
  files,
  onDownload,
}: {
  files: readonly BugAttachment[];
  onDownload: (file: BugAttachment) => void;
}) {
  if (!files.length) return null;
  return (
    <Card title="Screenshots and files">
      <Files aria-label="Screenshots and files">
        {files.map((file) => (
          <li key={file.fileName}>
            <Button onClick={() => onDownload(file)}>Download</Button>
            <span>
              {file.originalName} ({Math.max(1, Math.round(file.size / 1024))} KB)
              {file.commentId !== null ? ', with a comment' : ''}
            </span>
          </li>
        ))}
      </Files>
    </Card>
  );
}
