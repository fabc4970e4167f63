import { describe, expect, it } from 'vitest';
import { ariaSort, cellAlign, cssLength, isControlClick, selectAllState } from './dataTable.logic';

describe('ariaSort', () => {
  it('maps the sort direction to aria-sort', () => {
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort(false)).toBe('none');
  });
});

describe('selectAllState', () => {
  it('is checked when all rows are selected', () => {
    expect(selectAllState(true, true)).toEqual({ checked: true, indeterminate: false });
  });
  it('is mixed when some are', () => {
    expect(selectAllState(false, true)).toEqual({ checked: false, indeterminate: true });
  });
  it('is clear when none are', () => {
    expect(selectAllState(false, false)).toEqual({ checked: false, indeterminate: false });
  });
});

describe('cellAlign', () => {
  it('follows the column meta, else right-aligns numbers and left-aligns the rest', () => {
    expect(cellAlign({ align: 'center', kind: 'number' })).toBe('center');
    expect(cellAlign({ kind: 'number' })).toBe('right');
    expect(cellAlign({ kind: 'code' })).toBe('left');
    expect(cellAlign(undefined)).toBe('left');
  });
});

describe('cssLength', () => {
  it('reads numbers as pixels and passes CSS lengths through', () => {
    expect(cssLength(200)).toBe('200px');
    expect(cssLength('50vh')).toBe('50vh');
    expect(cssLength(undefined)).toBeUndefined();
  });
});

describe('isControlClick', () => {
  const row = document.createElement('tr');
  row.innerHTML = [
    '<td><input type="checkbox"></td>',
    '<td><span class="text">Trail 7</span></td>',
    '<td><button><span class="icon">x</span></button></td>',
  ].join('');

  it('is true on a control of the row and on anything inside one', () => {
    expect(isControlClick(row.querySelector('input'), row)).toBe(true);
    expect(isControlClick(row.querySelector('.icon'), row)).toBe(true);
  });

  it('is false on plain cell content', () => {
    expect(isControlClick(row.querySelector('.text'), row)).toBe(false);
    expect(isControlClick(row.querySelector('td'), row)).toBe(false);
    expect(isControlClick(null, row)).toBe(false);
  });

  it('ignores a control around the whole row', () => {
    const label = document.createElement('label');
    const inner = document.createElement('tr');
    inner.innerHTML = '<td><span class="text">x</span></td>';
    label.append(inner);
    expect(isControlClick(inner.querySelector('.text'), inner)).toBe(false);
  });
});
