import type { DealerAction, DealerInitiator, DealerRelationState, DealerStatus } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each relation status shows. A pending one reads by who asked: the brand invited, the retailer asked. */
export const DEALER_STATUSES: Record<DealerStatus, { label: string; tag: TagType }> = {
  invited: { label: 'Invited', tag: 'warning' },
  active: { label: 'Active', tag: 'success' },
  suspended: { label: 'Suspended', tag: 'danger' },
  terminated: { label: 'Terminated', tag: 'info' },
  declined: { label: 'Declined', tag: 'default' },
};

/** The label of a relation's status: "Requested" for a retailer's pending request, else its status. */
export function dealerStatusLabel({ status, initiatedBy }: DealerRelationState): string {
  return status === 'invited' && initiatedBy === 'retailer' ? 'Requested' : DEALER_STATUSES[status].label;
}

/** The status filter's choices. */
export const dealerStatusOptions = (Object.keys(DEALER_STATUSES) as DealerStatus[]).map((value) => ({
  value,
  label: DEALER_STATUSES[value].label,
}));

/** What an action's dialog asks for besides a confirmation. */
export type DealerActionField = 'reason' | 'dealerNumber' | null;

export interface DealerActionText {
  /** The row's button. */
  button: string;
  /** The dialog's title, for the other company named `name`. */
  title: (name: string) => string;
  /** What the action does, in a sentence. */
  explanation: (name: string) => string;
  field: DealerActionField;
  /** The dialog's confirm button. */
  confirm: string;
  /** The toast once done. */
  done: string;
}

type Texts = Partial<Record<DealerAction, DealerActionText>>;

/** A brand's actions on a retailer. */
export const BRAND_ACTIONS: Texts = {
  invite: {
    button: 'Invite again',
    title: (name) => `Invite ${name} again`,
    explanation: (name) => `${name} becomes your dealer once it accepts the invitation.`,
    field: 'dealerNumber',
    confirm: 'Send invitation',
    done: 'Invitation sent.',
  },
  accept: {
    button: 'Accept',
    title: (name) => `Accept ${name} as a dealer`,
    explanation: (name) => `${name} can register and claim your warranties from now on.`,
    field: 'dealerNumber',
    confirm: 'Accept',
    done: 'Dealership accepted.',
  },
  decline: {
    button: 'Decline',
    title: (name) => `Decline the request of ${name}`,
    explanation: (name) => `${name} is told by e-mail; it may ask again later.`,
    field: 'reason',
    confirm: 'Decline',
    done: 'Declined.',
  },
  withdraw: {
    button: 'Withdraw',
    title: (name) => `Withdraw the invitation to ${name}`,
    explanation: (name) => `${name} can no longer accept it.`,
    field: null,
    confirm: 'Withdraw',
    done: 'Withdrawn.',
  },
  suspend: {
    button: 'Suspend',
    title: (name) => `Suspend ${name}`,
    explanation: (name) =>
      `While suspended, ${name} cannot register or claim your warranties and leaves your retailer filters.`,
    field: 'reason',
    confirm: 'Suspend',
    done: 'Dealership suspended.',
  },
  reactivate: {
    button: 'Reactivate',
    title: (name) => `Reactivate ${name}`,
    explanation: (name) => `${name} is your dealer again.`,
    field: null,
    confirm: 'Reactivate',
    done: 'Dealership reactivated.',
  },
  terminate: {
    button: 'Terminate',
    title: (name) => `Terminate the dealership of ${name}`,
    explanation: () => 'The dealership ends; only a new invitation starts it again.',
    field: 'reason',
    confirm: 'Terminate',
    done: 'Dealership terminated.',
  },
};

/** A retailer's actions on a brand. */
export const RETAILER_ACTIONS: Texts = {
  request: {
    button: 'Ask to become a dealer',
    title: (name) => `Ask ${name} to become a dealer`,
    explanation: (name) => `${name} accepts or declines your request; you hear of it by e-mail.`,
    field: null,
    confirm: 'Send request',
    done: 'Request sent.',
  },
  accept: {
    button: 'Accept',
    title: (name) => `Become a dealer of ${name}`,
    explanation: (name) => `You can register and claim warranties of ${name} once you accept.`,
    field: null,
    confirm: 'Accept',
    done: 'Dealership accepted.',
  },
  decline: {
    button: 'Decline',
    title: (name) => `Decline the invitation of ${name}`,
    explanation: (name) => `${name} is told by e-mail.`,
    field: 'reason',
    confirm: 'Decline',
    done: 'Declined.',
  },
  withdraw: {
    button: 'Withdraw request',
    title: (name) => `Withdraw your request to ${name}`,
    explanation: (name) => `${name} can no longer accept it.`,
    field: null,
    confirm: 'Withdraw',
    done: 'Withdrawn.',
  },
};

/** The texts of `action` for `side`. */
export function actionText(side: DealerInitiator, action: DealerAction): DealerActionText {
  const text = (side === 'brand' ? BRAND_ACTIONS : RETAILER_ACTIONS)[action];
  if (!text) throw new Error(`no ${side} action ${action}`);
  return text;
}

/** An ISO timestamp as the lists show a date: '2025-03-14'; a dash when there is none. */
export function dayOf(at: string | null): string {
  return at ? at.slice(0, 10) : '—';
}

/** Owners (1) and managers (2) change dealerships; staff (3) read them. */
export function mayChangeDealerships(userRole: number | null | undefined): boolean {
  return userRole === 1 || userRole === 2;
}

export function exportFileName(today: string): string {
  return `retailers-${today}.csv`;
}
