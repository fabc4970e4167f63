import { describe, expect, it } from 'vitest';
import {
  adminActionsFor,
  ageText,
  appVersion,
  assigneeFilterValue,
  bugIdOf,
  bugStatusPhrase,
  captureContext,
  emptyReport,
  needsResolution,
  pastedFileName,
  pastedImages,
  selectedIds,
} from './bugs.logic';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('bug report logic', () => {
  it('says the status with its resolution, and names the original of a duplicate', () => {
    expect(bugStatusPhrase({ status: 'triaged', resolution: null, duplicateOf: null })).toBe('Triaged');
    expect(bugStatusPhrase({ status: 'resolved', resolution: 'wont_fix', duplicateOf: null })).toBe(
      "Resolved · Won't fix",
    );
    expect(
      bugStatusPhrase({
        status: 'closed',
        resolution: 'duplicate',
        duplicateOf: { id: 12, number: 'BUG-000012', title: null, status: null, visible: false },
      }),
    ).toBe('Closed · Duplicate of BUG-000012');
  });

  it('tells the age in minutes, then hours for two days, then days', () => {
    expect(ageText('2026-11-27T11:59:50Z', NOW)).toBe('1 min');
    expect(ageText('2026-11-27T11:15:00Z', NOW)).toBe('45 min');
    expect(ageText('2026-11-26T07:00:00Z', NOW)).toBe('29 h');
    expect(ageText('2026-11-15T12:00:00Z', NOW)).toBe('12 d');
    // A clock a little ahead of the server never shows a negative age.
    expect(ageText('2026-11-27T12:00:30Z', NOW)).toBe('1 min');
  });

  it('captures the page, the browser and the version; the form starts empty with them', () => {
    const context = captureContext(
      { href: 'http://localhost:8080/ec/warranty/index?view=claims' },
      'Agent/1.0',
    );
    expect(context).toEqual({
      pageUrl: 'http://localhost:8080/ec/warranty/index?view=claims',
      userAgent: 'Agent/1.0',
      appVersion: appVersion(),
    });
    expect(appVersion('production', '')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(appVersion('production', '1a2b3c4')).toMatch(/^\d+\.\d+\.\d+\+1a2b3c4$/);
    expect(appVersion('development')).toMatch(/ \(development\)$/);
    expect(emptyReport(context)).toMatchObject({ title: '', severity: 'major', attachments: [], ...context });
    expect(captureContext({ href: `http://x/${'a'.repeat(3000)}` }, 'A').pageUrl).toHaveLength(2000);
  });

  it('names pasted screenshots and keeps only PNG and JPEG images of a paste', () => {
    expect(pastedFileName('image/png', NOW)).toBe('screenshot_2026-11-27_12-00-00.png');
    expect(pastedFileName('image/jpeg', NOW)).toBe('screenshot_2026-11-27_12-00-00.jpg');
    const png = new File(['x'], 'image.png', { type: 'image/png' });
    const files = pastedImages(
      [
        { kind: 'string', type: 'text/plain', getAsFile: () => null },
        { kind: 'file', type: 'image/png', getAsFile: () => png },
        { kind: 'file', type: 'image/gif', getAsFile: () => new File(['g'], 'a.gif', { type: 'image/gif' }) },
      ],
      NOW,
    );
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['screenshot_2026-11-27_12-00-00.png', 'image/png'],
    ]);
  });

  it('offers the admin exactly the steps the status allows', () => {
    expect(adminActionsFor('new')).toEqual(['triage', 'close']);
    expect(adminActionsFor('triaged')).toEqual(['start', 'requestInfo', 'resolve', 'close']);
    expect(adminActionsFor('needs_info')).toEqual(['triage', 'resolve', 'close']);
    expect(adminActionsFor('resolved')).toEqual(['close', 'adminReopen']);
    expect(adminActionsFor('closed')).toEqual(['adminReopen']);
    expect(needsResolution('close', 'resolved')).toBe(false);
    expect(needsResolution('close', 'triaged')).toBe(true);
    expect(needsResolution('resolve', 'in_progress')).toBe(true);
    expect(needsResolution('triage', 'new')).toBe(false);
  });

  it('reads a report number as people write it', () => {
    expect(bugIdOf('BUG-000012')).toBe(12);
    expect(bugIdOf(' bug-12 ')).toBe(12);
    expect(bugIdOf('12')).toBe(12);
    expect(bugIdOf('BUG-0')).toBeNull();
    expect(bugIdOf('OSJ-000012')).toBeNull();
    expect(bugIdOf('99999999999')).toBeNull();
  });

  it('reads the assignee filter and the chosen rows', () => {
    expect(assigneeFilterValue('me')).toBe('me');
    expect(assigneeFilterValue('none')).toBe('none');
    expect(assigneeFilterValue('7')).toBe(7);
    expect(assigneeFilterValue('x')).toBeUndefined();
    expect(selectedIds({ '3': true, '5': false, '9': true })).toEqual([3, 9]);
  });
});
