import { LAYOUT, type LayoutSettings, type SideTheme, THEME_PRESETS, themePalette } from '@console/core';
import * as RadixRadio from '@radix-ui/react-radio-group';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../kit/Button';
import { Drawer } from '../../kit/Drawer';
import { Switch } from '../../kit/Switch';
import { type UiMessageKey, useMessages } from '../../messages';
import { sidebarThemes, vars } from '../../theme';

export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The live settings. */
  settings: LayoutSettings;
  /** Applies a change at once (the layout follows live); nothing is stored until Save. */
  onChange: (partial: Partial<LayoutSettings>) => void;
  /** Stores the settings (key `layout-setting`). */
  onSave: () => void;
  /** Forgets the stored settings. */
  onReset: () => void;
}

type ToggleKey = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';

const TOGGLES: ReadonlyArray<{ key: ToggleKey; label: UiMessageKey }> = [
  { key: 'topNav', label: 'settingsTopNav' },
  { key: 'tagsView', label: 'settingsTagsView' },
  { key: 'fixedHeader', label: 'settingsFixedHeader' },
  { key: 'sidebarLogo', label: 'settingsSidebarLogo' },
  { key: 'dynamicTitle', label: 'settingsDynamicTitle' },
];

const Section = styled.section`
  margin-bottom: 24px;
`;

const Heading = styled.h3`
  margin: 0 0 12px;
  font-size: 14px;
  font-weight: 600;
  color: ${vars.text};
`;

const Choices = styled(RadixRadio.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Swatch = styled(RadixRadio.Item)<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius};
  background: ${(p) => p.$color};
  color: #ffffff;
  cursor: pointer;
  &[data-state='checked'] {
    box-shadow: 0 0 0 2px ${vars.surface}, 0 0 0 4px ${vars.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primaryReadable};
    outline-offset: 4px;
  }
`;

const Thumbnail = styled(RadixRadio.Item)<{ $theme: SideTheme }>`
  position: relative;
  display: grid;
  grid-template: 10px 1fr / 14px 1fr;
  width: 52px;
  height: 40px;
  padding: 0;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.background};
  box-shadow: ${vars.shadowLight};
  overflow: hidden;
  cursor: pointer;
  &::before {
    content: '';
    grid-row: 1 / 3;
    background: ${(p) => sidebarThemes[p.$theme].background};
  }
  &::after {
    content: '';
    background: ${vars.surface};
  }
  &[data-state='checked'] {
    border-color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const ThumbCheck = styled(RadixRadio.Indicator)`
  position: absolute;
  right: 4px;
  bottom: 2px;
  color: ${vars.primaryReadable};
`;

const ColorRow = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: 12px;
  color: ${vars.textRegular};
  font-size: 14px;
  input {
    width: 40px;
    height: 26px;
    padding: 0 2px;
    border: 1px solid ${vars.border};
    border-radius: ${vars.radius};
    background: ${vars.surface};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const ToggleRow = styled(Switch)`
  display: flex;
  flex-direction: row-reverse;
  justify-content: space-between;
  width: 100%;
`;

function Check({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The layout settings drawer (280 px, on the right): theme colour (8 presets or any colour), sidebar theme,
 * and switches for top navigation, tags view, fixed header, sidebar logo and dynamic title. Every change
 * applies at once through `onChange`; Save stores them, Reset forgets them.
 */
export function SettingsDrawer({
  open,
  onOpenChange,
  settings,
  onChange,
  onSave,
  onReset,
}: SettingsDrawerProps) {
  const text = useMessages();
  const id = useId();
  const preset = THEME_PRESETS.find((color) => color.toLowerCase() === settings.theme.toLowerCase()) ?? '';

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={text.settingsTitle}
      side="right"
      width={`${LAYOUT.settingsDrawerWidth}px`}
      footer={
        <>
          <Button onClick={onReset}>{text.settingsReset}</Button>
          <Button variant="primary" onClick={onSave}>
            {text.settingsSave}
          </Button>
        </>
      }
    >
      <Section aria-labelledby={`${id}-side`}>
        <Heading id={`${id}-side`}>{text.settingsSideTheme}</Heading>
        <Choices
          aria-labelledby={`${id}-side`}
          orientation="horizontal"
          value={settings.sideTheme}
          onValueChange={(value) => onChange({ sideTheme: value as SideTheme })}
        >
          <Thumbnail value="theme-dark" $theme="theme-dark" aria-label={text.settingsSideDark}>
            <ThumbCheck>
              <Check size={12} />
            </ThumbCheck>
          </Thumbnail>
          <Thumbnail value="theme-light" $theme="theme-light" aria-label={text.settingsSideLight}>
            <ThumbCheck>
              <Check size={12} />
            </ThumbCheck>
          </Thumbnail>
        </Choices>
      </Section>

      <Section aria-labelledby={`${id}-color`}>
        <Heading id={`${id}-color`}>{text.settingsThemeColor}</Heading>
        <Choices
          aria-labelledby={`${id}-color`}
          orientation="horizontal"
          value={preset}
          onValueChange={(value) => onChange({ theme: value })}
        >
          {THEME_PRESETS.map((color) => (
            <Swatch key={color} value={color} $color={color} aria-label={color}>
              <RadixRadio.Indicator>
                <Check size={14} />
              </RadixRadio.Indicator>
            </Swatch>
          ))}
        </Choices>
        <ColorRow>
          {text.settingsCustomColor}
          <input
            type="color"
            value={themePalette(settings.theme).primary}
            onChange={(event) => onChange({ theme: event.target.value })}
          />
        </ColorRow>
      </Section>

      <Section aria-labelledby={`${id}-layout`}>
        <Heading id={`${id}-layout`}>{text.settingsLayout}</Heading>
        {TOGGLES.map(({ key, label }) => (
          <ToggleRow
            key={key}
            label={text[label]}
            checked={settings[key]}
            onCheckedChange={(checked) => onChange({ [key]: checked })}
          />
        ))}
      </Section>
    </Drawer>
  );
}
