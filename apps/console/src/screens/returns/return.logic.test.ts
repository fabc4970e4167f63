import { describe, expect, it } from 'vitest';
import { readListQuery, writeListQuery } from '../../shared/list/listQuery.logic';
import {
  apiQuery,
  claimPath,
  DIRECTION_NAMES,
  exportFileName,
  INSPECTION_RESULTS,
  inspectionEffect,
  labelDownloadName,
  RETURN_STATUSES,
  returnActions,
  returnTabQuery,
  reversePath,
  trackingLabel,
} from './return.logic';

const BRAND = 1;
const RETAILER = 2;
const ADMIN = 3;

describe('returns as the screens show them', () => {
  it('names each status and gives it a tag', () => {
    expect(RETURN_STATUSES).toEqual({
      requested: { label: 'Requested', tag: 'warning' },
      label_issued: { label: 'Label issued', tag: 'primary' },
      in_transit: { label: 'In transit', tag: 'primary' },
      received: { label: 'Received', tag: 'warning' },
      inspected: { label: 'Inspected', tag: 'success' },
      closed: { label: 'Closed', tag: 'info' },
      cancelled: { label: 'Cancelled', tag: 'info' },
    });
  });

  it('names the inspection results, the directions, and what a result does to the claim', () => {
    expect(Object.values(INSPECTION_RESULTS).map((result) => result.label)).toEqual([
      'Confirmed defect',
      'No fault found',
      'Customer damage',
      'Wrong part returned',
    ]);
    expect(DIRECTION_NAMES).toEqual({
      retailer_to_brand: 'Retailer to brand',
      brand_to_retailer: 'Brand to retailer (replacement)',
      rider_to_retailer: 'Rider to retailer',
    });
    expect(inspectionEffect('confirmed_defect')).toBe('The defect is confirmed: the claim is compensated.');
    expect(inspectionEffect('no_fault_found')).toBe('The claim is rejected (no fault found).');
    expect(inspectionEffect('wrong_part')).toBe('The claim is rejected (wrong part returned).');
  });

  it('offers the brand the label, receipt, inspection, closing, edits and cancelling', () => {
    expect(returnActions('requested', BRAND)).toEqual(['label', 'update', 'cancel']);
    expect(returnActions('label_issued', BRAND)).toEqual(['update', 'cancel']);
    expect(returnActions('in_transit', BRAND)).toEqual(['receive']);
    expect(returnActions('received', BRAND)).toEqual(['inspect']);
    expect(returnActions('inspected', BRAND)).toEqual(['close']);
    expect(returnActions('closed', BRAND)).toEqual([]);
    expect(returnActions('cancelled', BRAND)).toEqual([]);
  });

  it('offers the retailer only shipping, before the goods leave', () => {
    expect(returnActions('requested', RETAILER)).toEqual(['ship']);
    expect(returnActions('label_issued', RETAILER)).toEqual(['ship']);
    for (const status of ['in_transit', 'received', 'inspected', 'closed', 'cancelled'] as const) {
      expect(returnActions(status, RETAILER)).toEqual([]);
    }
  });

  it('offers the admin everything the state machine allows, and nobody else anything', () => {
    expect(returnActions('requested', ADMIN)).toEqual(['label', 'ship', 'update', 'cancel']);
    expect(returnActions('label_issued', ADMIN)).toEqual(['ship', 'update', 'cancel']);
    expect(returnActions('in_transit', ADMIN)).toEqual(['receive']);
    expect(returnActions('received', ADMIN)).toEqual(['inspect']);
    expect(returnActions('inspected', ADMIN)).toEqual(['close']);
    expect(returnActions('closed', ADMIN)).toEqual([]);
    expect(returnActions('requested', undefined)).toEqual([]);
    expect(returnActions('requested', 7)).toEqual([]);
  });

  it('keeps the tab in the URL with the filters, and leaves it out of the API query', () => {
    const query = readListQuery(
      returnTabQuery,
      new URLSearchParams('view=returns&overdue=true&status=requested'),
    );
    expect(query).toEqual({
      pageNum: 1,
      pageSize: 20,
      sort: '-createdAt',
      status: 'requested',
      overdue: true,
      view: 'returns',
    });
    expect(writeListQuery(returnTabQuery, { ...query, status: undefined }).toString()).toBe(
      'overdue=true&view=returns',
    );
    expect(readListQuery(returnTabQuery, new URLSearchParams('view=other'))).toEqual({
      pageNum: 1,
      pageSize: 20,
      sort: '-createdAt',
    });
    expect(apiQuery(query)).not.toHaveProperty('view');
  });

  it('formats tracking, file names and links', () => {
    expect(trackingLabel('UPS', '1Z999')).toBe('UPS 1Z999');
    expect(trackingLabel('UPS', null)).toBe('UPS');
    expect(trackingLabel(null, null)).toBe('—');
    expect(labelDownloadName('RMA-000012', '0f3c2a1e-1111-4222-8333-444455556666.PDF')).toBe(
      'RMA-000012-label.pdf',
    );
    expect(labelDownloadName('RMA-000012', '')).toBe('RMA-000012-label');
    expect(exportFileName('2026-11-22')).toBe('returns-2026-11-22.csv');
    expect(reversePath(12)).toBe('/adminConfiguration/reverse/12');
    expect(claimPath(7)).toBe('/warranty/detail?claim=7');
  });
});
