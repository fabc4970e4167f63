import type { AuditEvent, Envelope } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { dataOf } from '../app/dataOf';
import { useServices } from '../app/ServicesContext';
import type { AuditTrailProps } from './AuditTrail';
import type { Page } from './page';
import { usePageQuery } from './usePageQuery';

const PAGE_SIZE = 10;

/** Whose trail: a company's or a user's (admins only). */
export type AuditSubject = { companyId: number } | { userId: number };

/** The query key of a subject's trail, every page of it (to ask again after an action added to it). */
export function auditTrailKey(subject: AuditSubject): readonly unknown[] {
  return ['auditTrail', subject];
}

/**
 * A company's or a user's audit trail, a page at a time, as `AuditTrail` shows it (without its label).
 * Nothing is asked while `subject` is null (e.g. no user open).
 */
export function useAuditTrail(subject: AuditSubject | null): Omit<AuditTrailProps, 'label' | 'showCompany'> {
  const { http } = useServices();
  const subjectKey = JSON.stringify(subject);
  const [page, setPage] = useState({ subjectKey, pageNum: 1 });
  // Another subject starts at its first page.
  const pageNum = page.subjectKey === subjectKey ? page.pageNum : 1;
  const trail = usePageQuery({
    queryKey: [...auditTrailKey(subject ?? { userId: 0 }), pageNum],
    queryFn: () =>
      dataOf(
        http.get<Envelope<Page<AuditEvent>>>('/admin/audit', { ...subject, pageNum, pageSize: PAGE_SIZE }),
      ),
    enabled: subject !== null,
    placeholderData: keepPreviousData,
  });
  return {
    page: trail.data,
    loading: trail.isFetching,
    failed: trail.isError,
    onRetry: () => void trail.refetch(),
    pageNum,
    pageSize: PAGE_SIZE,
    onPageChange: (next) => setPage({ subjectKey, pageNum: next.pageNum }),
  };
}
