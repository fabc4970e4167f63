import type { BugComment } from '@console/contract';
import { Empty, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { bugTime } from './bugs.logic';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $internal: boolean }>`
  margin-bottom: 12px;
  padding: 10px 14px;
  border: 1px solid ${(p) => (p.$internal ? vars.warning : vars.borderLight)};
  border-radius: ${vars.radius};
  background: ${(p) => (p.$internal ? vars.warningLight : vars.surface)};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  color: ${vars.textSecondary};
  font-size: 12px;
  strong {
    color: ${vars.text};
    font-size: 14px;
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The conversation on a report, oldest first; support's answers say so, internal notes stand out. */
export function BugThread({ comments }: { comments: readonly BugComment[] }) {
  if (!comments.length) return <Empty description="No comments yet." />;
  return (
    <List aria-label="Comments">
      {comments.map((comment) => (
        <Entry key={comment.id} $internal={comment.visibility === 'internal'}>
          <Meta>
            <strong>{comment.author.name}</strong>
            {comment.fromSupport && <Tag type="primary">Support</Tag>}
            {comment.visibility === 'internal' && (
              <Tag type="warning">Internal: the reporter never sees it</Tag>
            )}
            <span>{bugTime(comment.createdAt)}</span>
          </Meta>
          <Body>{comment.body}</Body>
        </Entry>
      ))}
    </List>
  );
}
