import { COMPONENT_SIZES, type ComponentSize, type Feedback } from '@console/core';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../kit/Menu';
import { type UiMessageKey, useMessages } from '../../messages';
import { ToolButton } from '../Navbar/ToolButton';

export interface SizeSelectProps {
  /** The size in force; its entry is disabled. */
  size: ComponentSize;
  /** Applies the new size (the host stores it and re-renders the page). */
  onChange: (size: ComponentSize) => void;
  /** Shows 'Switch Size Success' after a change. */
  feedback?: Feedback;
}

const SIZE_LABELS: Record<ComponentSize, UiMessageKey> = {
  default: 'sizeDefault',
  medium: 'sizeMedium',
  small: 'sizeSmall',
  mini: 'sizeMini',
};

function SizeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7V4h16v3M12 4v16M9 20h6M3 13v-2h7v2M6.5 11v9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The component-size menu of the top bar: Default, Medium, Small, Mini, the current one disabled. */
export function SizeSelect({ size, onChange, feedback }: SizeSelectProps) {
  const text = useMessages();
  return (
    <Menu>
      <MenuTrigger asChild>
        <ToolButton type="button" aria-label={text.size}>
          <SizeIcon />
        </ToolButton>
      </MenuTrigger>
      <MenuContent align="end">
        {COMPONENT_SIZES.map((option) => (
          <MenuItem
            key={option}
            disabled={option === size}
            onSelect={() => {
              onChange(option);
              feedback?.message('success', text.switchSizeSuccess);
            }}
          >
            {text[SIZE_LABELS[option]]}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
