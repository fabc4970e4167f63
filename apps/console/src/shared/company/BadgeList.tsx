import type { CompanyBadge } from '@console/contract';
import { Tag, type TagType, vars } from '@console/ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const None = styled.p`
  margin: 0;
  color: ${vars.textSecondary};
`;

/** Each kind of badge in a colour of its own, so a list of many reads at a glance. */
const TAG_TYPES: Record<CompanyBadge['code'], TagType> = {
  documents_verified: 'success',
  authorised_dealer: 'primary',
  onsite_service: 'info',
};

export interface BadgeListProps {
  badges: readonly CompanyBadge[];
  /** What to say when there are none; without it, an empty list shows nothing (a table cell stays blank). */
  empty?: string;
  /** 'small' in tables and lists of companies; 'default' on a company's own page. */
  size?: 'default' | 'small';
  /** Names the list for assistive technology (default "Badges"). */
  'aria-label'?: string;
}

/**
 * What a company has earned (documents verified, authorised dealer of a brand, onsite service), as the API
 * computes it: on the company's own details and wherever other companies see it.
 */
export function BadgeList({
  badges,
  empty,
  size = 'default',
  'aria-label': label = 'Badges',
}: BadgeListProps) {
  if (badges.length === 0) return empty ? <None>{empty}</None> : null;
  return (
    <List aria-label={label}>
      {badges.map((badge) => (
        <li key={`${badge.code}:${badge.label}`}>
          <Tag type={TAG_TYPES[badge.code]} size={size} round>
            {badge.label}
          </Tag>
        </li>
      ))}
    </List>
  );
}
