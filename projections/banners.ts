import type { Banner, BannerAudience, BannerAudienceOptions, BannerContent, BannerEvent, ManagedBanner } from '../events/banners';
import { bannerStatus, bannerUserTypeOf, type BannerUserType } from '../events/banners';
import { ORGANISATION_BANNER_USER_TYPES } from '../events/banners/banner-user-types';
import type { EventOf } from '../events/log/event-schemas';
import type { LogDatabase } from '../events/log/log-database';
import type { DistrictRegistered, SchoolRegistered } from '../events/school-directory';
import type { Projection } from './projection';

// Banners and who has seen, followed or dismissed them. Inline: a banner an
// administrator saves is on the next page a teacher opens, and a dismissal is
// gone from the next `GET /banners`. Schools and districts are kept here too
// (from the directory's events), for audiences and the administrators' page.

type BannersProjectionEvent = BannerEvent | EventOf<typeof SchoolRegistered> | EventOf<typeof DistrictRegistered>;

/** Banners answered to one caller at most (newest first). */
export const MAX_BANNERS_SHOWN = 20;

export const bannersProjection: Projection<BannersProjectionEvent> = {
  name: 'banners',
  // Version 2 (issue 34): a banner's user types (`user_types`).
  version: 2,
  mode: 'inline',
  tables: ['banners', 'banner_audience_schools', 'banner_viewers', 'banner_signed_out_clicks', 'banner_schools', 'banner_districts'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS banners (
        banner_id INTEGER PRIMARY KEY,
        audience_kind TEXT NOT NULL,
        school_id TEXT,
        district_id TEXT,
        whole_district INTEGER NOT NULL DEFAULT 0,
        user_types TEXT NOT NULL,
        banner_text TEXT NOT NULL,
        cta_text TEXT NOT NULL,
        cta_link TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        withdrawn INTEGER NOT NULL DEFAULT 0,
        published_position INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS banners_dates ON banners (withdrawn, end_date);
      CREATE TABLE IF NOT EXISTS banner_audience_schools (banner_id INTEGER NOT NULL, school_id TEXT NOT NULL, PRIMARY KEY (banner_id, school_id));
      CREATE TABLE IF NOT EXISTS banner_viewers (
        banner_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        displayed INTEGER NOT NULL DEFAULT 0,
        clicked INTEGER NOT NULL DEFAULT 0,
        dismissed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (banner_id, user_id)
      );
      CREATE TABLE IF NOT EXISTS banner_signed_out_clicks (banner_id INTEGER PRIMARY KEY, clicks INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS banner_schools (school_id TEXT PRIMARY KEY, district_id TEXT, name TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS banner_schools_district ON banner_schools (district_id);
      CREATE TABLE IF NOT EXISTS banner_districts (district_id TEXT PRIMARY KEY, name TEXT NOT NULL);
    `);
  },
  handlers(db) {
    const upsertBanner = db.prepare(
      `INSERT INTO banners (banner_id, audience_kind, school_id, district_id, whole_district, user_types, banner_text, cta_text, cta_link, start_date, end_date, published_position)
       VALUES (@bannerId, @kind, @schoolId, @districtId, @wholeDistrict, @userTypes, @bannerText, @ctaText, @ctaLink, @startDate, @endDate, @position)
       ON CONFLICT (banner_id) DO UPDATE SET audience_kind = excluded.audience_kind, school_id = excluded.school_id, district_id = excluded.district_id,
         whole_district = excluded.whole_district, user_types = excluded.user_types, banner_text = excluded.banner_text, cta_text = excluded.cta_text, cta_link = excluded.cta_link,
         start_date = excluded.start_date, end_date = excluded.end_date`,
    );
    const clearSchools = db.prepare('DELETE FROM banner_audience_schools WHERE banner_id = ?');
    const insertSchool = db.prepare('INSERT OR IGNORE INTO banner_audience_schools (banner_id, school_id) VALUES (?, ?)');
    const withdraw = db.prepare('UPDATE banners SET withdrawn = 1 WHERE banner_id = ?');
    const viewer = db.prepare('INSERT OR IGNORE INTO banner_viewers (banner_id, user_id) VALUES (?, ?)');
    const displayed = db.prepare('UPDATE banner_viewers SET displayed = 1 WHERE banner_id = ? AND user_id = ?');
    const clicked = db.prepare('UPDATE banner_viewers SET clicked = 1 WHERE banner_id = ? AND user_id = ?');
    const dismissed = db.prepare('UPDATE banner_viewers SET dismissed = 1 WHERE banner_id = ? AND user_id = ?');
    const signedOutClick = db.prepare(
      'INSERT INTO banner_signed_out_clicks (banner_id, clicks) VALUES (?, 1) ON CONFLICT (banner_id) DO UPDATE SET clicks = clicks + 1',
    );
    const school = db.prepare('INSERT OR REPLACE INTO banner_schools (school_id, district_id, name) VALUES (?, ?, ?)');
    const district = db.prepare('INSERT OR REPLACE INTO banner_districts (district_id, name) VALUES (?, ?)');

    const write = (data: BannerContent & { bannerId: number }, position: number) => {
      const { audience } = data;
      upsertBanner.run({
        bannerId: data.bannerId,
        kind: audience.kind,
        schoolId: audience.kind === 'school' ? audience.schoolId : null,
        districtId: audience.kind === 'district' ? audience.districtId : null,
        wholeDistrict: audience.kind === 'district' && audience.schoolIds === null ? 1 : 0,
        userTypes: userTypesColumn(data.userTypes),
        bannerText: data.bannerText,
        ctaText: data.ctaText,
        ctaLink: data.ctaLink,
        startDate: data.startDate,
        endDate: data.endDate,
        position,
      });
      clearSchools.run(data.bannerId);
      if (audience.kind === 'district' && audience.schoolIds !== null) for (const schoolId of audience.schoolIds) insertSchool.run(data.bannerId, schoolId);
    };
    const track = (statement: typeof displayed) => (data: { bannerId: number; userId: string }) => {
      viewer.run(data.bannerId, data.userId);
      statement.run(data.bannerId, data.userId);
    };
    return {
      BannerPublished: (data, metadata) => write(data, metadata.position),
      // An edit keeps the banner's place in the order (its published position, kept by the upsert).
      BannerEdited: (data, metadata) => write(data, metadata.position),
      BannerWithdrawn: (data) => withdraw.run(data.bannerId),
      BannerDisplayed: track(displayed),
      BannerClicked: track(clicked),
      BannerDismissed: track(dismissed),
      BannerClickedSignedOut: (data) => signedOutClick.run(data.bannerId),
      SchoolRegistered: (data) => school.run(data.schoolId, data.districtId, data.name),
      DistrictRegistered: (data) => district.run(data.districtId, data.name),
    };
  },
};

/** The `user_types` column: `,students,teachers,` (each between commas, so one is found with `instr`). */
function userTypesColumn(userTypes: readonly BannerUserType[]): string {
  return `,${userTypes.join(',')},`;
}

/** Who asks for banners: a signed-in user (with their school and district from the directory), or null for a visitor. */
export interface BannerViewer {
  userId: string;
  role: string;
  schoolId: string | null;
  districtId: string | null;
}

/** An administrator managing banners. */
export type BannerManager = BannerViewer;

interface BannerRow {
  bannerId: number;
  audienceKind: BannerAudience['kind'];
  schoolId: string | null;
  districtId: string | null;
  wholeDistrict: number;
  userTypes: string;
  bannerText: string;
  ctaText: string;
  ctaLink: string;
  startDate: string;
  endDate: string;
  withdrawn: number;
}

const bannerColumns = `b.banner_id AS bannerId, b.audience_kind AS audienceKind, b.school_id AS schoolId, b.district_id AS districtId,
  b.whole_district AS wholeDistrict, b.user_types AS userTypes, b.banner_text AS bannerText, b.cta_text AS ctaText, b.cta_link AS ctaLink,
  b.start_date AS startDate, b.end_date AS endDate, b.withdrawn`;

/**
 * The audience rule in SQL: a banner running on @today, for the viewer's user
 * type (@userType, `,students,`; null for a role of none: nothing), and for
 * everyone; for signed-in users; or one of their school's or their district's
 * (whole, or naming their school).
 */
const shownTo = `b.withdrawn = 0 AND b.start_date <= @today AND b.end_date >= @today AND instr(b.user_types, @userType) > 0 AND (
  b.audience_kind = 'everyone'
  OR (@signedIn = 1 AND b.audience_kind = 'signed_in')
  OR (@signedIn = 1 AND b.audience_kind = 'school' AND b.school_id = @schoolId)
  OR (@signedIn = 1 AND b.audience_kind = 'district' AND b.district_id = @districtId
      AND (b.whole_district = 1 OR EXISTS (SELECT 1 FROM banner_audience_schools s WHERE s.banner_id = b.banner_id AND s.school_id = @schoolId))))`;

export function bannersQueries(db: LogDatabase) {
  const forViewer = db.prepare(
    `SELECT ${bannerColumns}, COALESCE(v.displayed, 0) AS displayed, COALESCE(v.clicked, 0) AS clicked
     FROM banners b LEFT JOIN banner_viewers v ON v.banner_id = b.banner_id AND v.user_id = @userId
     WHERE ${shownTo} AND COALESCE(v.dismissed, 0) = 0
     ORDER BY b.start_date DESC, b.published_position DESC LIMIT @limit`,
  );
  const shownToOne = db.prepare(`SELECT 1 AS shown FROM banners b WHERE b.banner_id = @bannerId AND ${shownTo}`);
  const districtOfSchool = db.prepare('SELECT district_id AS districtId FROM banner_schools WHERE school_id = ?');
  const audienceSchools = db.prepare('SELECT school_id AS schoolId FROM banner_audience_schools WHERE banner_id = ? ORDER BY school_id');
  const byId = db.prepare(`SELECT ${bannerColumns} FROM banners b WHERE b.banner_id = ?`);
  const managed = db.prepare(
    `SELECT ${bannerColumns},
       (SELECT COUNT(*) FROM banner_viewers v WHERE v.banner_id = b.banner_id AND v.displayed = 1) AS displays,
       (SELECT COUNT(*) FROM banner_viewers v WHERE v.banner_id = b.banner_id AND v.clicked = 1)
         + COALESCE((SELECT clicks FROM banner_signed_out_clicks c WHERE c.banner_id = b.banner_id), 0) AS clicks,
       (SELECT COUNT(*) FROM banner_viewers v WHERE v.banner_id = b.banner_id AND v.dismissed = 1) AS dismissals
     FROM banners b WHERE (b.audience_kind = 'school' AND b.school_id = @schoolId) OR (b.audience_kind = 'district' AND b.district_id = @districtId)
     ORDER BY b.published_position DESC`,
  );
  const schoolName = db.prepare('SELECT name FROM banner_schools WHERE school_id = ?');
  const districtName = db.prepare('SELECT name FROM banner_districts WHERE district_id = ?');
  const schoolsOfDistrict = db.prepare('SELECT school_id AS schoolId, name FROM banner_schools WHERE district_id = ? ORDER BY name, school_id');

  const audienceOf = (row: BannerRow): BannerAudience => {
    switch (row.audienceKind) {
      case 'school':
        return { kind: 'school', schoolId: row.schoolId! };
      case 'district':
        return {
          kind: 'district',
          districtId: row.districtId!,
          schoolIds: row.wholeDistrict === 1 ? null : (audienceSchools.all(row.bannerId) as { schoolId: string }[]).map((each) => each.schoolId),
        };
      default:
        return { kind: row.audienceKind };
    }
  };
  const userTypesOf = (row: BannerRow): BannerUserType[] => row.userTypes.split(',').filter((type) => type !== '') as BannerUserType[];
  /** The parameters of the audience rule for a viewer. */
  const viewerParameters = (viewer: BannerViewer | null, today: string) => {
    const userType = bannerUserTypeOf(viewer === null ? null : viewer.role);
    const districtId =
      viewer === null ? null : (viewer.districtId ?? (viewer.schoolId ? ((districtOfSchool.get(viewer.schoolId) as { districtId: string | null } | undefined)?.districtId ?? null) : null));
    return {
      today,
      userId: viewer?.userId ?? '',
      signedIn: viewer === null ? 0 : 1,
      userType: userType === null ? null : `,${userType},`,
      schoolId: viewer?.schoolId ?? null,
      districtId,
    };
  };

  return {
    /** Spec §3 banners for a viewer on `today`, minus those they dismissed (a visitor's dismissals are the caller's to drop: `hiddenIds`). */
    bannersFor(viewer: BannerViewer | null, today: string, hiddenIds: ReadonlySet<number> = new Set()): Banner[] {
      const rows = forViewer.all({ ...viewerParameters(viewer, today), limit: MAX_BANNERS_SHOWN + hiddenIds.size }) as (BannerRow & { displayed: number; clicked: number })[];
      return rows
        .filter((row) => !hiddenIds.has(row.bannerId))
        .slice(0, MAX_BANNERS_SHOWN)
        .map((row) => ({
          bannerId: row.bannerId,
          bannerText: row.bannerText,
          ctaText: row.ctaText,
          ctaLink: row.ctaLink,
          hasSignedInClick: row.clicked === 1,
          hasSignedInDisplay: row.displayed === 1,
        }));
    },
    /** Whether the banner is for this viewer on `today` (dismissed or not). */
    isShownTo(bannerId: number, viewer: BannerViewer | null, today: string): boolean {
      return shownToOne.get({ ...viewerParameters(viewer, today), bannerId }) !== undefined;
    },
    /** A banner's content and audience, or null. */
    banner(bannerId: number) {
      const row = byId.get(bannerId) as BannerRow | undefined;
      if (!row) return null;
      return {
        bannerId: row.bannerId,
        bannerText: row.bannerText,
        ctaText: row.ctaText,
        ctaLink: row.ctaLink,
        audience: audienceOf(row),
        userTypes: userTypesOf(row),
        startDate: row.startDate,
        endDate: row.endDate,
        withdrawn: row.withdrawn === 1,
      };
    },
    /** The banners of an administrator's school (school administrator) or district (district administrator), newest first, with their reach. */
    bannersManagedBy(manager: BannerManager, today: string): ManagedBanner[] {
      const schoolId = manager.role === 'school_administrator' ? manager.schoolId : null;
      const districtId = manager.role === 'district_administrator' ? manager.districtId : null;
      if (schoolId === null && districtId === null) return [];
      const rows = managed.all({ schoolId, districtId }) as (BannerRow & { displays: number; clicks: number; dismissals: number })[];
      return rows.map((row) => ({
        bannerId: row.bannerId,
        bannerText: row.bannerText,
        ctaText: row.ctaText,
        ctaLink: row.ctaLink,
        audience: audienceOf(row),
        userTypes: userTypesOf(row),
        startDate: row.startDate,
        endDate: row.endDate,
        status: bannerStatus({ ...row, withdrawn: row.withdrawn === 1 }, today),
        displays: row.displays,
        clicks: row.clicks,
        dismissals: row.dismissals,
      }));
    },
    /** What an administrator may choose as an audience: their school, or their district and its schools; null for anyone else. */
    audienceOptionsOf(manager: BannerManager): BannerAudienceOptions | null {
      if (manager.role === 'school_administrator' && manager.schoolId) {
        const name = (schoolName.get(manager.schoolId) as { name: string } | undefined)?.name ?? manager.schoolId;
        return { kind: 'school', schoolId: manager.schoolId, schoolName: name, userTypes: [...ORGANISATION_BANNER_USER_TYPES] };
      }
      if (manager.role === 'district_administrator' && manager.districtId) {
        const name = (districtName.get(manager.districtId) as { name: string } | undefined)?.name ?? manager.districtId;
        return { kind: 'district', districtId: manager.districtId, districtName: name, schools: schoolsOfDistrict.all(manager.districtId) as { schoolId: string; name: string }[], userTypes: [...ORGANISATION_BANNER_USER_TYPES] };
      }
      return null;
    },
    /** The schools of a district (ids), for a district audience's check. */
    schoolIdsOfDistrict(districtId: string | null): Set<string> {
      if (districtId === null) return new Set();
      return new Set((schoolsOfDistrict.all(districtId) as { schoolId: string }[]).map((each) => each.schoolId));
    },
  };
}

export type BannersQueries = ReturnType<typeof bannersQueries>;
