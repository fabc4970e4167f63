import { describe, expect, it } from 'vitest';
import { eventTypeDetailFixture } from './eventSettings.fixtures';
import {
  bodyForKind,
  bookingLinks,
  capacityText,
  eventTypeFormValues,
  hostChoices,
  kindsFor,
  minutesText,
  NEW_EVENT_TYPE,
  shopsText,
  statusActions,
} from './eventSettings.logic';

describe('event settings logic', () => {
  it('reads minutes in days, hours and minutes', () => {
    expect(minutesText(0)).toBe('none');
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(minutesText(2880)).toBe('2 d');
    expect(minutesText(1505)).toBe('1 d 1 h 5 min');
  });

  it('names the capacity, and the bikes when demo units limit it', () => {
    expect(capacityText(1, 1)).toBe('1 (exclusive)');
    expect(capacityText(6, 6)).toBe('6 seats');
    expect(capacityText(6, 4)).toBe('6 seats (4 bikes)');
  });

  it('names two shops and counts the rest', () => {
    expect(shopsText([{ name: 'A' }, { name: 'B' }])).toBe('A, B');
    expect(shopsText([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])).toBe('A, B and 2 more');
  });

  it('offers status changes by status', () => {
    expect(statusActions('draft').map((a) => a.to)).toEqual(['active', 'archived']);
    expect(statusActions('active').map((a) => a.to)).toEqual(['hidden', 'archived']);
    expect(statusActions('hidden').map((a) => a.to)).toEqual(['active', 'archived']);
    expect(statusActions('archived').map((a) => a.to)).toEqual(['draft']);
  });

  it('gives brands test rides and demo events only', () => {
    expect(kindsFor(1)).toEqual(['test_ride', 'demo_event']);
    expect(kindsFor(2)).toHaveLength(5);
  });

  it('fills the form from an event type, and a new one with the defaults', () => {
    expect(eventTypeFormValues()).toBe(NEW_EVENT_TYPE);
    const values = eventTypeFormValues(eventTypeDetailFixture);
    expect(values.shopIds).toEqual([1, 2]);
    expect(values.hostEmployeeIds).toEqual([11]);
    expect(values.demoUnits).toEqual([
      { serial: 'VL-001', label: 'Voltline City M' },
      { serial: 'VL-002', label: undefined },
    ]);
  });

  it('offers the hosts of the chosen shops and keeps those chosen', () => {
    const hosts = [
      { id: 1, name: 'Ann', shopIds: [1] },
      { id: 2, name: 'Bob', shopIds: [2] },
      { id: 3, name: 'Cy', shopIds: [3] },
    ];
    expect(hostChoices(hosts, [], []).map((h) => h.label)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(hostChoices(hosts, [1], [3]).map((h) => h.label)).toEqual(['Ann', 'Cy']);
  });

  it('clears what the kind does not use before sending', () => {
    const body = {
      ...eventTypeFormValues(eventTypeDetailFixture),
      serviceItemId: 21,
      brandCompanyId: 1,
    } as Parameters<typeof bodyForKind>[0];
    expect(bodyForKind(body)).toMatchObject({
      serviceItemId: null,
      brandCompanyId: 1,
      demoUnits: body.demoUnits,
    });
    expect(bodyForKind({ ...body, kind: 'service' })).toMatchObject({
      serviceItemId: 21,
      brandCompanyId: null,
      demoUnits: [],
    });
    expect(bodyForKind({ ...body, kind: 'demo_event' })).toMatchObject({ brandCompanyId: null });
  });

  it('names each booking page by its shop', () => {
    expect(bookingLinks(eventTypeDetailFixture, 'https://console.test')).toEqual([
      { shop: 'Harbor Cycles Embarcadero', url: 'https://console.test/book/1/event-1' },
    ]);
  });
});
