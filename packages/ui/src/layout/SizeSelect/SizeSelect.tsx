import { useMessages } from '../../messages';
import { DeferredMenu } from '../Navbar/DeferredMenu';
import { ToolButton } from '../Navbar/ToolButton';
import type { SizeSelectProps } from './sizeSelectProps';

export type { SizeSelectProps } from './sizeSelectProps';

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

const loadSizeMenu = () => import('./SizeMenu').then((module) => module.SizeMenu);

/** The component-size menu of the top bar: Default, Medium, Small, Mini, the current one disabled. */
export function SizeSelect({ size, onChange, feedback }: SizeSelectProps) {
  const text = useMessages();
  return (
    <DeferredMenu
      trigger={
        <ToolButton type="button" aria-label={text.size}>
          <SizeIcon />
        </ToolButton>
      }
      load={loadSizeMenu}
      props={{ size, onChange, feedback }}
    />
  );
}
