import type { CompanyDetails } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { harborDetails } from './company.fixtures';
import { addressText, companyFacts, detailsFormValues } from './companyDetails.logic';
import { quickStartProgress } from './quickStart.logic';

const harbor: CompanyDetails = { ...harborDetails, email: null, logo: null, status: 'pending_review' };

describe('addressText', () => {
  it('writes the street with its suite, then the town line', () => {
    expect(addressText(harbor.address)).toBe('1 Embarcadero Ctr, Suite 200\nSan Francisco, CA 94111');
  });

  it('leaves out what is not given, and is null for no address at all', () => {
    expect(addressText({ street: null, street2: null, city: null, state: 'NY', zip: null })).toBe('NY');
    expect(
      addressText({ street: '88 Lake St', street2: null, city: 'Saranac Lake', state: null, zip: null }),
    ).toBe('88 Lake St\nSaranac Lake');
    expect(addressText({ street: null, street2: null, city: null, state: null, zip: null })).toBeNull();
  });
});

describe('companyFacts', () => {
  it('lists the details in order, the zone and the status in words, the website as a link', () => {
    expect(companyFacts(harbor)).toEqual([
      { label: 'Display name', value: 'Harbor Cycles' },
      { label: 'Legal name', value: 'Harbor Cycles LLC' },
      { label: 'EIN', value: '12-3456789' },
      { label: 'Website', value: 'https://harbor.example', link: true },
      { label: 'Phone', value: '+1 (415) 555-0100' },
      { label: 'E-mail', value: null },
      { label: 'Address', value: '1 Embarcadero Ctr, Suite 200\nSan Francisco, CA 94111' },
      { label: 'Time zone', value: 'Pacific (America/Los_Angeles)' },
      { label: 'Status', value: 'Pending review' },
    ]);
  });
});

describe('detailsFormValues', () => {
  it('fills the form with what is stored, blanks for what is not', () => {
    expect(detailsFormValues({ ...harbor, ein: null, website: null, logo: 'a.png' })).toEqual({
      legalName: 'Harbor Cycles LLC',
      displayName: 'Harbor Cycles',
      ein: '',
      website: '',
      phone: '+1 (415) 555-0100',
      logo: 'a.png',
      address: {
        street: '1 Embarcadero Ctr',
        street2: 'Suite 200',
        city: 'San Francisco',
        state: 'CA',
        zip: '94111',
      },
      timezone: 'America/Los_Angeles',
    });
  });

  it('leaves a state or a zone the form does not offer unset, for the user to choose', () => {
    const values = detailsFormValues({
      ...harbor,
      address: { ...harbor.address, state: 'PR' },
      timezone: 'Europe/Berlin',
    });
    expect(values.address?.state).toBeUndefined();
    expect(values.timezone).toBeUndefined();
  });
});

describe('quickStartProgress', () => {
  const item = (key: string, done: boolean) => ({ key, label: key, hint: '', path: `/${key}`, done });

  it('counts the steps done and names the first one left', () => {
    expect(quickStartProgress([item('profile', true), item('shop', false), item('service', false)])).toEqual({
      done: 1,
      total: 3,
      next: item('shop', false),
    });
    expect(quickStartProgress([item('profile', true)])).toEqual({ done: 1, total: 1, next: null });
  });
});
