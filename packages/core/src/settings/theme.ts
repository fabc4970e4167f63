import { DEFAULT_THEME } from '../constants';

/** The 8 preset colours of the theme picker (spec §3, §9). */
export const THEME_PRESETS: readonly string[] = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

/** A CSS hex colour of the form #rgb or #rrggbb. */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function mapChannels([r, g, b]: Rgb, mix: (channel: number) => number): Rgb {
  return [mix(r), mix(g), mix(b)];
}

/** Always two hex digits per channel: the template's unpadded digits made invalid CSS for dark colours. */
function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

type PaletteLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The theme colour and its tints (light1..9, i/10 toward white) and shades (dark1..9, toward black). */
export type ThemePalette = { primary: string } & Record<
  `light${PaletteLevel}` | `dark${PaletteLevel}`,
  string
>;

const LEVELS: readonly PaletteLevel[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The colours the UI sets as CSS variables for a theme. Channels are mixed in integer steps and floored,
 * and every value is a lowercase 7-character hex. Invalid input falls back to the default theme.
 */
export function themePalette(hex: string): ThemePalette {
  const rgb = parseHex(isThemeColor(hex) ? hex : DEFAULT_THEME);
  const palette = { primary: toHex(rgb) } as ThemePalette;
  for (const i of LEVELS) {
    palette[`light${i}`] = toHex(mapChannels(rgb, (c) => c + Math.floor(((255 - c) * i) / 10)));
    palette[`dark${i}`] = toHex(mapChannels(rgb, (c) => Math.floor((c * (10 - i)) / 10)));
  }
  return palette;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/**
 * The theme colour, or its first shade, that reads at 4.5:1 as white text's background and as text on
 * white or on the palest tint (highlighted rows and menu items). The default #409EFF is only 2.8:1 on
 * white, so solid buttons and links use this instead of the raw colour.
 */
export function readableThemeColor(hex: string): string {
  const palette = themePalette(hex);
  const candidates = [palette.primary, ...LEVELS.map((i) => palette[`dark${i}`])];
  const readable = (c: string) =>
    contrastRatio(c, '#ffffff') >= 4.5 && contrastRatio(c, palette.light9) >= 4.5;
  return candidates.find(readable) ?? palette.dark9;
}
