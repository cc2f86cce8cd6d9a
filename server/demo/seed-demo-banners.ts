import { banners, bannerStreams, type BannerAuthor, type BannerDraft } from '../../events/banners';
import { handleCommand } from '../../events/log/command-handler';
import type { FeatureLog } from '../features/feature-log';
import { demoDistrict, demoUserId } from './demo-school';

/** The demo's school year: its banners run from its first to its last day. */
const SCHOOL_YEAR = { startDate: '2026-08-01', endDate: '2027-07-31' } as const;

/**
 * The demo's banners (issue 16, docs/banners.md), identical on every fresh start:
 * two product-wide ones published by the product — the welcome to practise for
 * students, parents and visitors, and "choose your icon" for students only
 * (issue 34) — one Maple Elementary's administrator wrote for its teachers, and
 * one the district's administrator wrote for all of Riverside Unified's teachers.
 */
export const demoBanners: readonly { bannerId: number; author: BannerAuthor; draft: BannerDraft }[] = [
  {
    bannerId: 1001,
    author: { kind: 'product' },
    draft: {
      bannerText: 'Welcome to Live Classroom: a few minutes of practice a day adds up.',
      ctaText: 'Start practising',
      ctaLink: '/math/grade-4',
      audience: { kind: 'everyone' },
      userTypes: ['students', 'parents', 'visitors'],
      ...SCHOOL_YEAR,
    },
  },
  {
    bannerId: 1002,
    author: { kind: 'product' },
    draft: {
      bannerText: 'New this term: choose your icon and what shows while you practise.',
      ctaText: 'Open your settings',
      ctaLink: '/profile',
      audience: { kind: 'signed_in' },
      userTypes: ['students'],
      ...SCHOOL_YEAR,
    },
  },
  {
    bannerId: 1003,
    author: { kind: 'user', userId: demoUserId('admin.lee'), role: 'school_administrator', schoolId: 'school_maple', districtId: demoDistrict.districtId },
    draft: {
      bannerText: 'Picture day is next month: please check that every student is on your roster.',
      ctaText: 'Check your roster',
      ctaLink: '/roster/view',
      audience: { kind: 'school', schoolId: 'school_maple' },
      userTypes: ['teachers'],
      ...SCHOOL_YEAR,
    },
  },
  {
    bannerId: 1004,
    author: { kind: 'user', userId: demoUserId('district.chen'), role: 'district_administrator', schoolId: null, districtId: demoDistrict.districtId },
    draft: {
      bannerText: 'Riverside Unified: fall screeners are open until the winter break.',
      ctaText: 'Read the district guide',
      ctaLink: 'https://example.org/riverside/screeners',
      audience: { kind: 'district', districtId: demoDistrict.districtId, schoolIds: null },
      userTypes: ['teachers'],
      ...SCHOOL_YEAR,
    },
  },
];

export async function seedDemoBanners(log: FeatureLog<'banners'>, now: Date = new Date('2026-08-01T12:00:00.000Z')): Promise<void> {
  const context = { actor: 'system:demo-school', correlationId: 'demo-banners-seed' };
  for (const { bannerId, author, draft } of demoBanners) {
    const schoolsOfDistrict = log.queries.banners.schoolIdsOfDistrict(author.kind === 'user' ? author.districtId : null);
    await handleCommand(log.store, banners, bannerStreams.banner(bannerId), { type: 'PublishBanner', data: { bannerId, author, draft, schoolsOfDistrict, now } }, context);
  }
}
