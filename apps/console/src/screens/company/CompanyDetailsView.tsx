import { type CompanyDetails, companyLogoUrl } from '@console/contract';
import { AppLink, Button, Card, Descriptions, vars } from '@console/ui';
import styled from 'styled-components';
import { BadgeList } from '../../shared/company/BadgeList';
import { LoadFailed } from '../../shared/LoadFailed';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { companyFacts } from './companyDetails.logic';

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
`;

const Logo = styled.img`
  width: 72px;
  height: 72px;
  border-radius: ${vars.radius};
  border: 1px solid ${vars.borderLight};
  object-fit: contain;
  background: ${vars.surface};
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${vars.radius};
  background: ${vars.fill};
  color: ${vars.textSecondary};
  font-size: 24px;
  font-weight: 600;
`;

const Lines = styled.span`
  white-space: pre-line;
`;

const NotGiven = styled.span`
  color: ${vars.textSecondary};
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

export interface CompanyDetailsViewProps {
  title: string;
  /** Undefined while loading (or when the load failed). */
  details: CompanyDetails | undefined;
  failed: boolean;
  onRetry: () => void;
  onEdit: () => void;
  /** A retailer's owner: the Developer page (webhooks, API keys) has no menu entry for retailers, this links it. */
  developerLink?: boolean;
}

/** /company/details: the signed-in user's company as others know it, with what it has earned. */
export function CompanyDetailsView({
  title,
  details,
  failed,
  onRetry,
  onEdit,
  developerLink = false,
}: CompanyDetailsViewProps) {
  if (!details) {
    return failed ? (
      <LoadFailed message="The company details could not be loaded." onRetry={onRetry} />
    ) : (
      <LoadingScreen inline />
    );
  }
  const items = companyFacts(details).map((fact) => ({
    key: fact.label,
    label: fact.label,
    value:
      fact.value === null ? (
        <NotGiven>Not given</NotGiven>
      ) : fact.link ? (
        <a href={fact.value} target="_blank" rel="noopener noreferrer">
          {fact.value}
        </a>
      ) : (
        <Lines>{fact.value}</Lines>
      ),
  }));
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <ActionBar>
        {details.editable && (
          <Button variant="primary" onClick={onEdit}>
            Edit
          </Button>
        )}
        {/* Brands have no menu entry for their documents (spec §2): this is their way there. */}
        <AppLink to="/company/documents">Documents</AppLink>
        {developerLink ? <AppLink to="/company/webhook">Developer</AppLink> : null}
      </ActionBar>
      <Card>
        <Heading>
          {details.logo ? (
            <Logo src={companyLogoUrl(details.logo)} alt={`Logo of ${details.displayName}`} />
          ) : (
            <Initials aria-hidden="true">{initialsOf(details.displayName)}</Initials>
          )}
          <div>
            <h3>{details.displayName}</h3>
            <BadgeList
              badges={details.badges}
              empty="No badges yet: they come with approved documents, dealerships and onsite service."
            />
          </div>
        </Heading>
        <Descriptions items={items} columns={2} bordered />
      </Card>
    </ScreenLayout>
  );
}
