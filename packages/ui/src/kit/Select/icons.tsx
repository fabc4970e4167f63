import { LineIcon } from '../Input/icons';

export function ChevronDownIcon() {
  return (
    <LineIcon>
      <path d="M4 6l4 4 4-4" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon strokeWidth="2">
      <path d="M3.5 8.5l3 3 6-7" />
    </LineIcon>
  );
}
