import { describe, expect, it } from 'vitest';
import { bitmapSize, scaleStrokes } from './signaturePad.logic';

describe('scaleStrokes', () => {
  it('scales every point and keeps the rest of the stroke', () => {
    const strokes = [
      { penColor: '#000', points: [{ x: 10, y: 20, time: 1, pressure: 0.5 }] },
      { penColor: '#000', points: [{ x: 100, y: 50, time: 2, pressure: 0.5 }] },
    ];
    expect(scaleStrokes(strokes, 1.5)).toEqual([
      { penColor: '#000', points: [{ x: 15, y: 30, time: 1, pressure: 0.5 }] },
      { penColor: '#000', points: [{ x: 150, y: 75, time: 2, pressure: 0.5 }] },
    ]);
    expect(strokes[0]?.points[0]?.x).toBe(10);
  });
});

describe('bitmapSize', () => {
  it('draws at the screen density', () => {
    expect(bitmapSize(320, 160, 3)).toEqual({ width: 960, height: 480, scale: 3 });
  });

  it('never draws below one pixel per CSS pixel', () => {
    expect(bitmapSize(320, 160, 0)).toEqual({ width: 320, height: 160, scale: 1 });
    expect(bitmapSize(320, 160, 0.5)).toEqual({ width: 320, height: 160, scale: 1 });
  });
});
