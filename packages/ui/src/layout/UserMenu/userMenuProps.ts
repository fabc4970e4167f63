import type { Feedback } from '@console/core';

export interface UserMenuUser {
  name: string;
  /** Avatar address; the name's initial is shown without one. */
  avatar?: string;
}

/** An entry the host adds to the user menu (e.g. "Report a problem"), shown after the built-in links. */
export interface UserMenuItem {
  /** Stable and unique among the items (React's key). */
  key: string;
  label: string;
  /** Runs when the entry is chosen (the menu closes first). */
  onSelect: () => void;
}

export interface UserMenuProps {
  user: UserMenuUser;
  /** Asks for the logout confirmation. */
  feedback: Feedback;
  /** Runs only after the user confirms. */
  onLogout: () => void;
  /** Shows a Profile entry linking there. */
  profilePath?: string;
  /** Onsite Service entry: brand users whose brand has onsite service (spec §6). */
  showOnsiteService?: boolean;
  onsiteServicePath?: string;
  /** Company Details entry: brand users only (spec §6). */
  showCompanyDetails?: boolean;
  companyDetailsPath?: string;
  /** The host's own entries, after the links above; keep the array stable (the top bar is memoised). */
  extraItems?: readonly UserMenuItem[];
  /** Shows a Layout settings entry that calls this. */
  onOpenSettings?: () => void;
  /** Hide the name next to the avatar (narrow screens). */
  compact?: boolean;
}
