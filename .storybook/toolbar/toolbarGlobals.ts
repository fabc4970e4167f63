import type { Preview } from '@storybook/react-vite';
import {
  APP_COOKIES,
  COMPONENT_SIZES,
  type ComponentSize,
  DEFAULT_LAYOUT_SETTINGS,
  getCookie,
  isComponentSize,
  isThemeColor,
  LAYOUT,
  LAYOUT_SETTINGS_KEY,
  removeCookie,
  type SideTheme,
  setCookie,
  THEME_PRESETS,
} from '../../packages/core/src';

/** What the toolbar chooses for every story. */
export interface ToolbarSettings {
  themeColor: string;
  size: ComponentSize;
  sideTheme: SideTheme;
}

export const DEFAULT_TOOLBAR_SETTINGS: ToolbarSettings = {
  themeColor: DEFAULT_LAYOUT_SETTINGS.theme,
  size: LAYOUT.defaultSize,
  sideTheme: DEFAULT_LAYOUT_SETTINGS.sideTheme,
};

const SIZE_TITLES: Record<ComponentSize, string> = {
  default: 'Default',
  medium: 'Medium',
  small: 'Small',
  mini: 'Mini',
};

/**
 * The toolbar menus. The theme colour lists the picker's 8 presets; any other colour comes from the
 * custom colour tool (manager.tsx) or the URL (`&globals=themeColor:!hex(ff6600)`).
 */
export const toolbarGlobalTypes: NonNullable<Preview['globalTypes']> = {
  themeColor: {
    description: 'Theme colour (the 8 presets; the colour tool beside it takes any colour)',
    toolbar: {
      title: 'Theme',
      icon: 'paintbrush',
      items: THEME_PRESETS.map((color) => ({
        value: color,
        title: color,
        right: color === DEFAULT_TOOLBAR_SETTINGS.themeColor ? 'default' : undefined,
      })),
      dynamicTitle: true,
    },
  },
  size: {
    description: 'Component size',
    toolbar: {
      title: 'Size',
      icon: 'ruler',
      items: COMPONENT_SIZES.map((size) => ({ value: size, title: SIZE_TITLES[size] })),
      dynamicTitle: true,
    },
  },
  sideTheme: {
    description: 'Sidebar theme',
    toolbar: {
      title: 'Sidebar',
      icon: 'sidebar',
      items: [
        { value: 'theme-dark', title: 'Dark sidebar' },
        { value: 'theme-light', title: 'Light sidebar' },
      ],
      dynamicTitle: true,
    },
  },
};

/** The viewports of the toolbar: desktop, the widest mobile layout (991 px, under the 992 px breakpoint), a phone. */
export const toolbarViewports = {
  desktop: { name: 'Desktop 1440 px', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  mobile991: { name: '991 px (mobile layout)', styles: { width: '991px', height: '800px' }, type: 'tablet' },
  mobile375: { name: '375 px phone', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

/** The toolbar's globals read back, a missing or invalid one taking its default. */
export function toolbarSettings(globals: Record<string, unknown>): ToolbarSettings {
  const { themeColor, size, sideTheme } = globals;
  return {
    themeColor: isThemeColor(themeColor) ? themeColor : DEFAULT_TOOLBAR_SETTINGS.themeColor,
    size: isComponentSize(size) ? size : DEFAULT_TOOLBAR_SETTINGS.size,
    sideTheme: sideTheme === 'theme-light' ? 'theme-light' : DEFAULT_TOOLBAR_SETTINGS.sideTheme,
  };
}

/**
 * Writes the toolbar's non-default choices where the console keeps a user's saved choices (the
 * `layout-setting` entry and the `size` cookie), so that a jotai store created now (the app's, or one a
 * story makes) starts with them; returns how to put the saved values back. At the defaults it writes
 * nothing, so stories that test saved settings see exactly what they set.
 */
export function seedSavedSettings(settings: ToolbarSettings): () => void {
  const saved = localStorage.getItem(LAYOUT_SETTINGS_KEY);
  const sizeCookie = getCookie(APP_COOKIES.size);
  const overrides: Record<string, string> = {};
  if (settings.themeColor.toLowerCase() !== DEFAULT_TOOLBAR_SETTINGS.themeColor.toLowerCase()) {
    overrides.theme = settings.themeColor;
  }
  if (settings.sideTheme !== DEFAULT_TOOLBAR_SETTINGS.sideTheme) overrides.sideTheme = settings.sideTheme;
  if (Object.keys(overrides).length > 0) {
    localStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify({ ...parseObject(saved), ...overrides }));
  }
  const seedSize = settings.size !== DEFAULT_TOOLBAR_SETTINGS.size;
  if (seedSize) setCookie(APP_COOKIES.size, settings.size);
  return () => {
    if (Object.keys(overrides).length > 0) {
      if (saved === null) localStorage.removeItem(LAYOUT_SETTINGS_KEY);
      else localStorage.setItem(LAYOUT_SETTINGS_KEY, saved);
    }
    if (seedSize) {
      if (sizeCookie === undefined) removeCookie(APP_COOKIES.size);
      else setCookie(APP_COOKIES.size, sizeCookie);
    }
  };
}

function parseObject(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}
