import { createElement } from 'react';
import { addons, types, useGlobals } from 'storybook/manager-api';

// Written with createElement: the manager bundle compiles JSX for the classic runtime, without React in scope.

const TOOL_ID = 'console/theme-colour';

/** Expands #rgb to #rrggbb, the only form a colour input takes. */
function colourInputValue(color: unknown): string {
  if (typeof color !== 'string') return '#409eff';
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(color))
    return `#${[...color.slice(1)].map((d) => d + d).join('')}`.toLowerCase();
  return '#409eff';
}

/** Any theme colour, beside the toolbar's menu of the 8 presets: the browser's colour picker. */
function CustomThemeColour() {
  const [globals, updateGlobals] = useGlobals();
  return createElement(
    'label',
    {
      title: 'Custom theme colour',
      style: { display: 'inline-flex', alignItems: 'center', gap: 4, padding: '0 6px', fontSize: 12 },
    },
    'Custom',
    createElement('input', {
      type: 'color',
      'aria-label': 'Custom theme colour',
      value: colourInputValue(globals.themeColor),
      onChange: (event: { target: HTMLInputElement }) => updateGlobals({ themeColor: event.target.value }),
      style: { width: 28, height: 20, padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
    }),
  );
}

addons.register(TOOL_ID, () => {
  addons.add(TOOL_ID, {
    type: types.TOOL,
    title: 'Custom theme colour',
    match: ({ viewMode, tabId }) => !tabId && (viewMode === 'story' || viewMode === 'docs'),
    render: () => createElement(CustomThemeColour),
  });
});
