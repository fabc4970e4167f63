import { COMPONENT_SIZES } from '@console/core';
import { cloneElement } from 'react';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../kit/Menu';
import { type UiMessageKey, useMessages } from '../../messages';
import { type DeferredMenuProps, useStartFocus } from '../Navbar/DeferredMenu';
import type { SizeSelectProps } from './sizeSelectProps';

const SIZE_LABELS: Record<(typeof COMPONENT_SIZES)[number], UiMessageKey> = {
  default: 'sizeDefault',
  medium: 'sizeMedium',
  small: 'sizeSmall',
  mini: 'sizeMini',
};

/** The size menu itself (Radix), loaded when its trigger is first reached. */
export function SizeMenu({ size, onChange, feedback, trigger, start }: SizeSelectProps & DeferredMenuProps) {
  const text = useMessages();
  const triggerRef = useStartFocus(start);
  return (
    <Menu defaultOpen={start.open}>
      <MenuTrigger asChild>{cloneElement(trigger, { ref: triggerRef })}</MenuTrigger>
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
