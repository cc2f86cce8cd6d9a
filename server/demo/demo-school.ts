import type { UserRole } from '../../events/school-directory';

// The demo school of DESIGN §4, as data. Identical on every fresh start.
// Every account's password is `classroom`.

export const DEMO_PASSWORD = 'classroom';

export interface DemoUser {
  username: string;
  displayName: string;
  role: UserRole;
  schoolId: string | null;
  districtId: string | null;
  parentUsername?: string;
  secretWord?: string;
}

export interface DemoClass {
  classId: string;
  name: string;
  grade: number;
  teacher: string;
  students: string[];
}

export const demoDistrict = { districtId: 'district_riverside', name: 'Riverside Unified' };
/** Riverside Unified's custom domain name: its sign-in page is /signin/riverside (issue 13). */
export const demoDistrictCustomDomainName = 'riverside';
export const demoSchools = [
  // timeZone: the schools' report days (docs/reports.md), set explicitly. state: what a teacher's
  // profile shows until they write their own (issue 34, docs/profile.md).
  { schoolId: 'school_maple', districtId: demoDistrict.districtId, name: 'Maple Elementary', timeZone: 'America/New_York', state: 'New York' },
  { schoolId: 'school_cedar', districtId: demoDistrict.districtId, name: 'Cedar Creek Middle School', timeZone: 'America/New_York', state: 'New York' },
];

const room12Names = [
  'Ava B.', 'Noah C.', 'Mia D.', 'Liam E.', 'Emma F.', 'Lucas G.', 'Olivia H.', 'Ethan I.', 'Sofia J.', 'Mason L.',
  'Isla M.', 'Elijah N.', 'Chloe O.', 'James P.', 'Zoe Q.', 'Henry R.', 'Layla S.', 'Owen T.', 'Nora U.', 'Caleb V.',
  'Ruby W.', 'Ezra X.', 'Hazel Y.', 'Miles Z.',
];
const room3Names = [
  'Leo K.', 'Aria A.', 'Jack B.', 'Lily C.', 'Wyatt D.', 'Grace E.', 'Luke F.', 'Ellie G.', 'Jayden H.', 'Stella I.',
  'Gabriel J.', 'Violet L.', 'Isaac M.', 'Aurora N.', 'Julian O.', 'Penelope P.', 'Aaron Q.', 'Naomi R.', 'Theo S.', 'Maya T.',
];

/** `Ava B.` → `ava.b` */
export function demoUsername(displayName: string): string {
  const [first, initial] = displayName.replace('.', '').toLowerCase().split(' ');
  return `${first}.${initial}`;
}

/** `ava.b` → `u_ava_b`: subject-safe and stable. */
export function demoUserId(username: string): string {
  return `u_${username.replace(/\./g, '_')}`;
}

const maple = { schoolId: 'school_maple', districtId: demoDistrict.districtId };
const student = (displayName: string): DemoUser => ({ username: demoUsername(displayName), displayName, role: 'student', ...maple });

export const demoUsers: DemoUser[] = [
  { username: 'ms.rivera', displayName: 'Ms. Rivera', role: 'teacher', ...maple },
  { username: 'mr.okafor', displayName: 'Mr. Okafor', role: 'teacher', ...maple },
  ...room12Names.map(student),
  ...room3Names.map(student),
  { username: 'admin.lee', displayName: 'Dr. Lee', role: 'school_administrator', ...maple },
  { username: 'district.chen', displayName: 'Ms. Chen', role: 'district_administrator', schoolId: null, districtId: demoDistrict.districtId },
  { username: 'park.family', displayName: 'Park Family', role: 'parent', schoolId: null, districtId: null },
  { username: 'mina', displayName: 'Mina', role: 'child', schoolId: null, districtId: null, parentUsername: 'park.family', secretWord: 'sunflower' },
  { username: 'joon', displayName: 'Joon', role: 'child', schoolId: null, districtId: null, parentUsername: 'park.family' },
  { username: 'new.teacher', displayName: 'New Teacher', role: 'teacher', schoolId: null, districtId: null },
  // Issue 18: the engineer on call, who reads the event explorer (/explorer, docs/explorer.md).
  { username: 'ops.kim', displayName: 'Kim (on call)', role: 'engineer', schoolId: null, districtId: null },
];

/** Issue 14: teachers, administrators and parents have `<username>@example.com` (a reserved domain that reaches nobody); students and children none. */
export function demoEmailOf(user: DemoUser): string | null {
  return user.role === 'student' || user.role === 'child' ? null : `${user.username}@example.com`;
}
/** Issue 14: the demo account that signs in only through Riverside's single sign-on (password requests answer SSO_ONLY). */
export const demoSingleSignOnUsername = 'mr.okafor';
/** Issue 14: park.family's membership ends this many days after the seed, so its renewal reminder (the legacy dialog) shows. */
export const demoFamilyMembershipDaysLeft = 10;

export const demoClasses: DemoClass[] = [
  { classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, teacher: 'ms.rivera', students: room12Names.map(demoUsername) },
  { classId: 'class_g5_room3', name: 'Grade 5 Room 3', grade: 5, teacher: 'mr.okafor', students: room3Names.map(demoUsername) },
];
