import { type DictEntry, toDictEntries } from '@console/core';
import { describe, expect, it } from 'vitest';
import { dictTagParts } from './dictTag.logic';

const status: DictEntry[] = toDictEntries([
  { dictLabel: 'Active', dictValue: '0', listClass: 'primary' },
  { dictLabel: 'Disabled', dictValue: '1', listClass: 'danger', cssClass: 'muted' },
  { dictLabel: 'Draft', dictValue: '2', listClass: 'default' },
  { dictLabel: 'Archived', dictValue: '3', listClass: '' },
  { dictLabel: 'Pinned', dictValue: '4', listClass: 'default', cssClass: 'pin' },
  { dictLabel: 'Odd', dictValue: '5', listClass: 'purple' },
  { dictLabel: 'Plain', dictValue: '6' },
]);

describe('dictTagParts', () => {
  it('shows nothing for null, undefined, empty string or empty array', () => {
    for (const value of [null, undefined, '', []]) {
      expect(dictTagParts(status, value)).toEqual({ items: [], unmatched: [] });
    }
  });

  it('matches loosely, so the number 0 finds the entry whose value is "0"', () => {
    expect(dictTagParts(status, 0).items).toEqual([
      { kind: 'tag', key: '0:0', label: 'Active', type: 'primary' },
    ]);
    expect(dictTagParts([{ label: 'One', value: 1 }], '1').items).toEqual([
      { kind: 'text', key: '0:1', label: 'One' },
    ]);
  });

  it('lists matches in the options order, not the value order', () => {
    expect(dictTagParts(status, '1,0').items.map((item) => item.label)).toEqual(['Active', 'Disabled']);
    expect(dictTagParts(status, [3, '2']).items.map((item) => item.label)).toEqual(['Draft', 'Archived']);
  });

  it('draws default or empty list classes without a css class as plain text', () => {
    const kinds = dictTagParts(status, '2,3,6').items.map((item) => item.kind);
    expect(kinds).toEqual(['text', 'text', 'text']);
  });

  it('draws a tag for a list class or a css class, with the css class kept', () => {
    expect(dictTagParts(status, '1,4,5').items).toEqual([
      { kind: 'tag', key: '1:1', label: 'Disabled', type: 'danger', className: 'muted' },
      { kind: 'tag', key: '4:4', label: 'Pinned', type: 'primary', className: 'pin' },
      { kind: 'tag', key: '5:5', label: 'Odd', type: 'primary' },
    ]);
  });

  it('reports unmatched values as written and skips empty segments', () => {
    expect(dictTagParts(status, '0,,9,')).toEqual({
      items: [{ kind: 'tag', key: '0:0', label: 'Active', type: 'primary' }],
      unmatched: ['9'],
    });
    expect(dictTagParts(status, 'a|1', '|').unmatched).toEqual(['a']);
  });

  it('reports nothing while there are no options yet', () => {
    expect(dictTagParts([], '0,1')).toEqual({ items: [], unmatched: [] });
  });
});
