import type {
  LiveDataImportDetail,
  LiveDataImportSummary,
  LiveDataOverview,
  LiveDataScope,
} from '@console/contract';
import { Card, Drawer, Skeleton } from '@console/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { FigureTiles } from '../../shared/FigureTiles';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { EnrolmentCard } from './EnrolmentCard';
import { ImportsTable } from './ImportsTable';
import { LiveDataUpload } from './LiveDataUpload';
import type { EnrolmentAction } from './liveData.api';
import { minuteOf } from './liveData.logic';
import { RowErrorsTable } from './RowErrorsTable';

const Brands = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: 16px;
`;

const Code = styled.pre`
  margin: 8px 0 0;
  padding: 12px;
  overflow-x: auto;
  font-size: 12px;
`;

export interface LiveDataProgramProps {
  title: string;
  overview: LiveDataOverview | undefined;
  failed: boolean;
  onRetry: () => void;
  canConsent: boolean;
  canSend: boolean;
  onConsent: (brandCompanyId: number, scopes: LiveDataScope[]) => Promise<unknown>;
  onAction: (enrolmentId: number, action: EnrolmentAction) => Promise<unknown>;
  onTemplate: (scope: LiveDataScope) => void;
  onUpload: (scope: LiveDataScope, fileName: string, content: string) => Promise<LiveDataImportDetail>;
  loadImport: (id: number) => Promise<LiveDataImportDetail>;
  /** The API keys of the company for sending data (the Developer page's panel), shown under "Send by API". */
  apiKeys?: ReactNode;
}

const API_SAMPLE = `POST /api/live-data/imports
Authorization: Bearer ck_…   (a key with the scope live_data:write)
Idempotency-Key: <a new UUID per batch, the same on a retry>
Content-Type: application/json

{ "scope": "inventory",
  "rows": [{ "date": "2026-11-27", "shop": "Harbor Cycles Downtown", "sku": "VL-CITY-500", "quantity": 4 }] }`;

/**
 * /live_data_program/index (retailers): the program's terms, an enrolment card per brand dealt for (consent per
 * scope, pause, resume, revoke), the totals, CSV uploads with their refused rows, recent imports, and how to send
 * the same data by API key.
 */
export function LiveDataProgram(props: LiveDataProgramProps) {
  const { title, overview, failed, onRetry } = props;
  const [open, setOpen] = useState<LiveDataImportSummary | null>(null);
  const [detail, setDetail] = useState<LiveDataImportDetail | null>(null);
  const showErrors = (row: LiveDataImportSummary) => {
    setOpen(row);
    setDetail(null);
    void props.loadImport(row.id).then(setDetail, () => setOpen(null));
  };

  if (!overview)
    return (
      <ScreenLayout>
        <h2>{title}</h2>
        {failed ? (
          <LoadFailed message="The Live Data Program could not be loaded." onRetry={onRetry} />
        ) : (
          <Skeleton rows={6} />
        )}
      </ScreenLayout>
    );

  const sharing = overview.brands.filter((brand) => brand.enrolment?.status === 'active').length;
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <FigureTiles
        tiles={[
          { key: 'brands', label: 'Brands you share with', value: `${sharing} of ${overview.brands.length}` },
          { key: 'accepted', label: 'Rows accepted', value: String(overview.totals.rowsAccepted) },
          { key: 'refused', label: 'Rows refused', value: String(overview.totals.rowsRefused) },
          { key: 'sync', label: 'Last sync', value: minuteOf(overview.totals.lastSyncAt) },
        ]}
      />
      <Card title={`Program terms (version ${overview.termsVersion})`} titleAs="h3">
        <ul>
          {overview.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </Card>
      {overview.brands.length ? (
        <Brands>
          {overview.brands.map((brand) => (
            <EnrolmentCard
              key={`${brand.brandCompanyId}-${brand.enrolment?.version ?? 0}-${brand.enrolment?.status ?? 'none'}`}
              brand={brand}
              canConsent={props.canConsent}
              onConsent={(scopes) => props.onConsent(brand.brandCompanyId, scopes)}
              onAction={(action) => props.onAction(brand.enrolment?.id as number, action)}
            />
          ))}
        </Brands>
      ) : (
        <Card>
          <p>
            You deal for no brand yet: once a brand accepts you as a dealer, you can share data with it here.
          </p>
        </Card>
      )}
      <LiveDataUpload canSend={props.canSend} onTemplate={props.onTemplate} onUpload={props.onUpload} />
      <Card title="Recent imports" titleAs="h3" padded={false}>
        <ImportsTable imports={overview.imports} onShowErrors={showErrors} />
      </Card>
      <Card title="Send data by API" titleAs="h3" role="region" aria-label="Send data by API">
        <p>
          Your point-of-sale or stock system can send the same rows as JSON, checked the same way. Use an API
          key with the scope live_data:write; refused rows come back with their position, field and reason.
        </p>
        <Code>{API_SAMPLE}</Code>
      </Card>
      {props.apiKeys}
      <Drawer
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={`Refused rows of ${open?.fileName ?? `the import of ${minuteOf(open?.createdAt ?? null)}`}`}
        width="640px"
      >
        {detail ? <RowErrorsTable errors={detail.errors} /> : <Skeleton rows={4} />}
      </Drawer>
    </ScreenLayout>
  );
}
