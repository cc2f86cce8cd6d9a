import type { Session } from '../../shared/session/session';

/**
 * The accounts of a family, for the sub-account menu and the switch-to-parent
 * dialog. `GET /session` does not list a family's accounts yet, so until the
 * server gives them (the spec's sub-account model: username, isParent, …) the
 * header knows the demo school's one family; any other family gets a plain
 * "sign in to another account" entry and no parent username.
 */

export interface FamilyAccount {
  username: string;
  displayName: string;
  isParent: boolean;
}

const KNOWN_FAMILIES: readonly (readonly FamilyAccount[])[] = [
  [
    { username: 'park.family', displayName: 'Park Family', isParent: true },
    { username: 'mina', displayName: 'Mina', isParent: false },
    { username: 'joon', displayName: 'Joon', isParent: false },
  ],
];

export interface Family {
  /** The family's other accounts, parent first; empty when the family is not known. */
  others: FamilyAccount[];
  /** The parent account, when known. */
  parent: FamilyAccount | null;
}

export function familyOf(session: Session): Family {
  if (!session.signedIn) return { others: [], parent: null };
  const family = KNOWN_FAMILIES.find((accounts) => accounts.some((account) => account.username === session.username));
  if (!family) return { others: [], parent: null };
  return {
    others: family.filter((account) => account.username !== session.username),
    parent: family.find((account) => account.isParent) ?? null,
  };
}

/** Where switching to an account leads once signed out: the sign-in page, with the username when known. */
export function switchAccountPath(username: string | null): string {
  return username === null ? '/signin' : `/signin?username=${encodeURIComponent(username)}`;
}
