import tlds from 'tlds';

// The e-mail check of spec §5, shared by the server (credential requests,
// joining) and the browser (the forgot-username/password and joining forms):
// pure, no I/O. The top-level domains come from the maintained `tlds` list
// (IANA's root zone: generic, country-code and `arpa`), never a hand-typed one.

const knownTopLevelDomains: ReadonlySet<string> = new Set(tlds);

/** Letters, digits and RFC 5322's other atext characters; never a backslash or a double quote. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
/** A domain label: letters (any script, for internationalised names), digits, inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

/**
 * The address lowercased (and trimmed) when it passes the check, else null:
 * `local@domain`; the local part 1–64 characters of the restricted set (no
 * backslash, no double quote, no leading, trailing or doubled dot); the domain
 * with at least one dot and fewer than 10, no spaces, underscores or consecutive
 * dots, not starting or ending with a dot, and its final label a known
 * top-level domain.
 */
export function normalizedEmailAddress(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return isLocalPart(local) && isDomain(domain) ? email : null;
}

export function isValidEmailAddress(input: string): boolean {
  return normalizedEmailAddress(input) !== null;
}

function isLocalPart(local: string): boolean {
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

function isDomain(domain: string): boolean {
  if (/[\s_]/u.test(domain) || domain.includes('..') || domain.startsWith('.') || domain.endsWith('.')) return false;
  const labels = domain.split('.');
  const dots = labels.length - 1;
  if (dots < 1 || dots >= 10) return false;
  if (!labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label))) return false;
  return knownTopLevelDomains.has(labels[labels.length - 1]!);
}
