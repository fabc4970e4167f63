import { describe, expect, it } from 'vitest';
import { allZero, chartSummary, compactDollars } from './chart.logic';

const net = [{ key: 'net', name: 'Net', colour: 'red' }];

describe('compactDollars', () => {
  it('shortens cents to dollars and keeps the sign', () => {
    expect(compactDollars(1_234_567)).toBe('$12.3K');
    expect(compactDollars(-30_000)).toBe('-$300');
    expect(compactDollars(0)).toBe('$0');
  });
});

describe('chartSummary', () => {
  it('reads every point; with several series, each by name', () => {
    expect(chartSummary('Net', net, [{ label: 'Oct', values: { net: 125_000 } }])).toBe(
      'Net, 1 point: Oct $1,250.00.',
    );
    expect(
      chartSummary(
        'Money',
        [...net, { key: 'fee', name: 'Fee', colour: 'blue' }],
        [
          { label: 'Oct', values: { net: -500, fee: 25 } },
          { label: 'Nov', values: {} },
        ],
      ),
    ).toBe('Money, 2 points: Oct Net -$5.00, Fee $0.25; Nov Net $0.00, Fee $0.00.');
  });

  it('says when there is nothing', () => {
    expect(chartSummary('Net', net, [])).toBe('Net: no data.');
  });
});

describe('allZero', () => {
  it('looks at the chart’s own series only', () => {
    const points = [{ label: 'Oct', values: { net: 0, other: 5 } }];
    expect(allZero(points, net)).toBe(true);
    expect(allZero([{ label: 'Oct', values: { net: 1 } }], net)).toBe(false);
    expect(allZero([], net)).toBe(true);
  });
});
