import { LineIcon } from '../Input/icons';

export function CalendarIcon() {
  return (
    <LineIcon>
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.75v2.5M10.5 1.75v2.5" />
    </LineIcon>
  );
}
