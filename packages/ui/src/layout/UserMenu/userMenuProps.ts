import type { Feedback } from '@console/core';

export interface UserMenuUser {
  name: string;
  /** Avatar address; the name's initial is shown without one. */
  avatar?: string;
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
  /** Shows a Layout settings entry that calls this. */
  onOpenSettings?: () => void;
  /** Hide the name next to the avatar (narrow screens). */
  compact?: boolean;
}
