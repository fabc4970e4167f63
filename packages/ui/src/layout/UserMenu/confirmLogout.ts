import type { Feedback } from '@console/core';
import type { UiMessages } from '../../messages';

/** Asks "log out?" (spec's strings from the catalogue) and logs out only on confirm: the user menu's and the palette's Log out. */
export async function confirmLogout(
  feedback: Feedback,
  text: UiMessages,
  onLogout: () => void,
): Promise<void> {
  const confirmed = await feedback.confirm({
    title: text.logoutTitle,
    message: text.logoutConfirm,
    confirmText: text.logoutOk,
    cancelText: text.logoutCancel,
    type: 'warning',
  });
  if (confirmed) onLogout();
}
