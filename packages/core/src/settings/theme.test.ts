import { describe, expect, it } from 'vitest';
import { contrastRatio, isThemeColor, readableThemeColor, THEME_PRESETS, themePalette } from './theme';

describe('THEME_PRESETS', () => {
  it('offers the 8 preset colours in order', () => {
    expect(THEME_PRESETS).toEqual([
      '#409EFF',
      '#1890ff',
      '#304156',
      '#212121',
      '#11a983',
      '#13c2c2',
      '#6959CD',
      '#f5222d',
    ]);
    expect(THEME_PRESETS.every(isThemeColor)).toBe(true);
  });
});

describe('themePalette', () => {
  it('mixes the default theme toward white and black in tenths, floored', () => {
    const palette = themePalette('#409EFF');
    expect(palette.primary).toBe('#409eff');
    expect(palette.light1).toBe('#53a7ff');
    expect(palette.light9).toBe('#ebf5ff');
    expect(palette.dark1).toBe('#398ee5');
    expect(palette.dark9).toBe('#060f19');
  });

  it('zero-pads every channel, so a very dark colour still gives valid 7-character hex', () => {
    const palette = themePalette('#010203');
    expect(palette.primary).toBe('#010203');
    expect(palette.dark1).toBe('#000102');
    expect(palette.dark9).toBe('#000000');
    expect(palette.light1).toBe('#1a1b1c');
    const values = Object.values(palette);
    expect(values).toHaveLength(19);
    for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('accepts the short #rgb form', () => {
    expect(themePalette('#fff').primary).toBe('#ffffff');
    expect(themePalette('#F00').dark5).toBe('#7f0000');
  });

  it('falls back to the default theme for invalid input', () => {
    for (const bad of ['', '409EFF', '#12345', '#ggg', 'red', '#1234567']) {
      expect(isThemeColor(bad)).toBe(false);
      expect(themePalette(bad)).toEqual(themePalette('#409EFF'));
    }
  });
});

describe('readable theme colour', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409EFF', '#ffffff')).toBeCloseTo(2.78, 2);
  });

  it('darkens the default theme until white text reads at 4.5:1, and keeps dark themes as they are', () => {
    const readable = readableThemeColor('#409EFF');
    expect(readable).toBe(themePalette('#409EFF').dark3);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableThemeColor('#304156')).toBe('#304156');
  });

  it('also reads at 4.5:1 on the palest tint of every preset', () => {
    for (const preset of THEME_PRESETS) {
      const readable = readableThemeColor(preset);
      expect(contrastRatio(readable, '#ffffff'), preset).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable, themePalette(preset).light9), preset).toBeGreaterThanOrEqual(4.5);
    }
  });
});
