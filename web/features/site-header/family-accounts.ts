import type { Session } from '../../shared/session/session';

/**
 * The accounts of a family, for the sub-account menu and the switch-to-parent
 * dialog, from the session's sub-accounts (spec §3).
 */

export interface FamilyAccount {
  username: string;
  displayName: string;
  isParent: boolean;
}

export interface Family {
  /** The family's other accounts, parent first. */
  others: FamilyAccount[];
  /** The parent account, when known. */
  parent: FamilyAccount | null;
}

export function familyOf(session: Session): Family {
  if (!session.signedIn) return { others: [], parent: null };
  const family = session.subAccounts;
  return {
    others: family.filter((account) => account.username !== session.username),
    parent: family.find((account) => account.isParent) ?? null,
  };
}
