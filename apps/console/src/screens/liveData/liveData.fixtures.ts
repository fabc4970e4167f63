import {
  LIVE_DATA_TERMS,
  LIVE_DATA_TERMS_VERSION,
  type LiveDataBrand,
  type LiveDataBrandView,
  type LiveDataEnrolment,
  type LiveDataImportDetail,
  type LiveDataOverview,
} from '@console/contract';

export const activeEnrolment: LiveDataEnrolment = {
  id: 11,
  brandCompanyId: 2,
  brandName: 'Voltline Bikes',
  status: 'active',
  scopes: ['inventory', 'sales'],
  termsVersion: LIVE_DATA_TERMS_VERSION,
  consentedAt: '2026-11-13T09:30:00.000Z',
  consentedBy: 'Rita Retailer',
  pausedAt: null,
  revokedAt: null,
  lastSyncAt: '2026-11-25T08:00:00.000Z',
  lastError: '1 row(s) refused in the latest import.',
  rowsShared: 15,
  version: 1,
  history: [
    {
      from: null,
      to: 'active',
      actor: 'Rita Retailer',
      reason: `Consent: inventory, sales (terms ${LIVE_DATA_TERMS_VERSION}).`,
      at: '2026-11-13T09:30:00.000Z',
    },
  ],
};

export const pausedEnrolment: LiveDataEnrolment = {
  ...activeEnrolment,
  status: 'paused',
  pausedAt: '2026-11-20T10:00:00.000Z',
  version: 2,
  history: [
    ...activeEnrolment.history,
    {
      from: 'active',
      to: 'paused',
      actor: 'Rita Retailer',
      reason: 'Stocktake',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

export const revokedEnrolment: LiveDataEnrolment = {
  ...activeEnrolment,
  status: 'revoked',
  revokedAt: '2026-11-22T10:00:00.000Z',
  rowsShared: 0,
  version: 2,
  history: [
    ...activeEnrolment.history,
    { from: 'active', to: 'revoked', actor: 'Rita Retailer', reason: null, at: '2026-11-22T10:00:00.000Z' },
  ],
};

export const voltline: LiveDataBrand = {
  brandCompanyId: 2,
  brandName: 'Voltline Bikes',
  enrolment: activeEnrolment,
};
export const ridgeway: LiveDataBrand = { brandCompanyId: 3, brandName: 'Ridgeway E-Bikes', enrolment: null };

export const importWithErrors: LiveDataImportDetail = {
  id: 41,
  scope: 'inventory',
  source: 'csv',
  fileName: 'stock-week-47.csv',
  rowsAccepted: 6,
  rowsRefused: 1,
  by: 'Rita Retailer',
  createdAt: '2026-11-24T08:00:00.000Z',
  errors: [{ row: 8, field: 'sku', message: 'No model of the brands you deal for has this SKU.' }],
};

export const overview: LiveDataOverview = {
  termsVersion: LIVE_DATA_TERMS_VERSION,
  terms: [...LIVE_DATA_TERMS],
  brands: [voltline, ridgeway],
  totals: { rowsAccepted: 12, rowsRefused: 1, lastSyncAt: '2026-11-25T08:00:00.000Z' },
  imports: [
    {
      id: 42,
      scope: 'sales',
      source: 'api',
      fileName: null,
      rowsAccepted: 6,
      rowsRefused: 0,
      by: 'API key ck_8f3a21c0',
      createdAt: '2026-11-25T08:00:00.000Z',
    },
    {
      id: importWithErrors.id,
      scope: importWithErrors.scope,
      source: importWithErrors.source,
      fileName: importWithErrors.fileName,
      rowsAccepted: importWithErrors.rowsAccepted,
      rowsRefused: importWithErrors.rowsRefused,
      by: importWithErrors.by,
      createdAt: importWithErrors.createdAt,
    },
  ],
};

export const brandView: LiveDataBrandView = {
  dealers: [
    {
      retailerCompanyId: 4,
      retailerName: 'Harbor Cycles',
      status: 'active',
      scopes: ['inventory', 'sales'],
      consentedAt: '2026-11-13T09:30:00.000Z',
      pausedAt: null,
      lastSyncAt: '2026-11-25T08:00:00.000Z',
      products: [
        {
          productId: 1,
          sku: 'VL-CITY-500',
          name: 'Voltline City 500',
          stock: 8,
          stockAsOf: '2026-11-24',
          sold30d: 3,
          serviced30d: null,
        },
        {
          productId: 2,
          sku: 'VL-TREK-700',
          name: 'Voltline Trek 700',
          stock: 6,
          stockAsOf: '2026-11-24',
          sold30d: 2,
          serviced30d: null,
        },
      ],
    },
    {
      retailerCompanyId: 5,
      retailerName: 'Summit E-Ride',
      status: 'paused',
      scopes: ['inventory'],
      consentedAt: '2026-11-07T09:30:00.000Z',
      pausedAt: '2026-11-20T10:00:00.000Z',
      lastSyncAt: '2026-11-18T08:00:00.000Z',
      products: [
        {
          productId: 1,
          sku: 'VL-CITY-500',
          name: 'Voltline City 500',
          stock: 3,
          stockAsOf: '2026-11-18',
          sold30d: null,
          serviced30d: null,
        },
      ],
    },
  ],
};
