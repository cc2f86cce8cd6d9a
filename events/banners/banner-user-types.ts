// Who a banner is for, by user type (issue 34 item 1), a value the browser imports too
// (docs/architecture.md "Boundaries"): this module imports nothing.

/** The user types a banner may be for, in the order they are shown and stored. */
export const BANNER_USER_TYPES = ['students', 'teachers', 'administrators', 'parents', 'visitors'] as const;
export type BannerUserType = (typeof BANNER_USER_TYPES)[number];

/** The user types a school's or a district's banner may be for (visitors and parents belong to no school in the directory). */
export const ORGANISATION_BANNER_USER_TYPES: readonly BannerUserType[] = ['students', 'teachers', 'administrators'];

/**
 * The user type of a role: a child account practises as a student; both
 * administrators are administrators; the engineer (and any other role) is none
 * of them and sees no banner.
 */
export function bannerUserTypeOf(role: string | null): BannerUserType | null {
  switch (role) {
    case null:
      return 'visitors';
    case 'student':
    case 'child':
      return 'students';
    case 'teacher':
      return 'teachers';
    case 'school_administrator':
    case 'district_administrator':
      return 'administrators';
    case 'parent':
      return 'parents';
    default:
      return null;
  }
}

/** The user types, each once, in their canonical order. */
export function canonicalUserTypes(userTypes: readonly BannerUserType[]): BannerUserType[] {
  return BANNER_USER_TYPES.filter((type) => userTypes.includes(type));
}
