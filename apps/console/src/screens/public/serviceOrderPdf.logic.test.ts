import { HttpError } from '@console/core';
import { describe, expect, it } from 'vitest';
import {
  downloadName,
  fileSize,
  issuedText,
  linkRefusalOf,
  serviceOrderPdfUrl,
} from './serviceOrderPdf.logic';

const refused = (code: number) => new HttpError('refused', { code, status: code });

describe('linkRefusalOf', () => {
  it('reads 404 and 400 as not valid, 410 as expired', () => {
    expect(linkRefusalOf(refused(404))).toBe('invalid');
    expect(linkRefusalOf(refused(400))).toBe('invalid');
    expect(linkRefusalOf(refused(410))).toBe('expired');
  });

  it('lets anything else be tried again', () => {
    expect(linkRefusalOf(new HttpError('Network Error', { code: 0, network: true }))).toBe('failed');
    expect(linkRefusalOf(refused(500))).toBe('failed');
    expect(linkRefusalOf(new Error('boom'))).toBe('failed');
  });
});

describe('the document', () => {
  it('points at the PDF with the sign encoded', () => {
    expect(serviceOrderPdfUrl('/api', 'a+b/c=')).toBe('/api/public/serviceOrder/pdf?sign=a%2Bb%2Fc%3D');
  });

  it('names the download after the job and version', () => {
    expect(downloadName('OSJ-000123', 2)).toBe('service-order-OSJ-000123-v2.pdf');
  });

  it('gives sizes as people read them', () => {
    expect(fileSize(812)).toBe('812 bytes');
    expect(fileSize(48_210)).toBe('47 KB');
    expect(fileSize(1_300_000)).toBe('1.2 MB');
  });

  it('writes an instant as a date and time', () => {
    expect(issuedText('2026-11-27T17:10:05Z', 'America/Los_Angeles')).toBe('Nov 27, 2026, 9:10 AM');
  });
});
