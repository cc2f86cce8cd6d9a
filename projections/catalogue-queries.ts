import type { LogDatabase } from '../events/log/log-database';
import { editionScope, type CatalogueItemKind } from './catalogue';

// Searching the catalogue read model (projections/catalogue.ts): FTS5 over
// names and tags within one edition, best matches per kind; exact skill codes.

export interface CatalogueItem {
  rowid: number;
  kind: CatalogueItemKind;
  edition: string;
  subject: string;
  grade: number;
  gradeMax: number | null;
  name: string;
  tags: string;
  url: string;
  code: string | null;
  permacode: string | null;
  skillId: number | null;
  upcoming: number;
  lessonNumber: number | null;
  gameId: number | null;
}

const itemColumns = `i.rowid, i.kind, i.edition, i.subject, i.grade, i.grade_max AS gradeMax, i.name, i.tags, i.url, i.code,
  i.permacode, i.skill_id AS skillId, i.upcoming, i.lesson_number AS lessonNumber, i.game_id AS gameId`;

/** Words of a phrase as FTS5 terms: every word must match, the last one as a prefix. */
export function ftsQuery(phrase: string, edition: string): string | null {
  const words = phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  const terms = words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' AND ');
  return `scope:${editionScope(edition)} AND {name tags} : (${terms})`;
}

export const SKILL_CODE = /^\s*([a-z]{1,2})\.(\d{1,3})\s*$/i;

export function catalogueQueries(db: LogDatabase) {
  // The results page (issue 34): by grade, lowest first; within a grade, names weigh more than tags, then catalogue order.
  const matches = db.prepare(`
    SELECT ${itemColumns}, m.score FROM (
      SELECT rowid, bm25(catalogue_search, 10.0, 3.0, 0.0) AS score FROM catalogue_search WHERE catalogue_search MATCH @match
    ) m JOIN catalogue_items i ON i.rowid = m.rowid
    WHERE i.kind = @kind
    ORDER BY i.grade, m.score, i.rowid
    LIMIT @limit OFFSET @offset`);
  const rankedByKind = db.prepare(`
    SELECT * FROM (
      SELECT ${itemColumns}, row_number() OVER (PARTITION BY i.kind ORDER BY m.score, i.grade, i.rowid) AS n
      FROM (SELECT rowid, bm25(catalogue_search, 10.0, 3.0, 0.0) AS score FROM catalogue_search WHERE catalogue_search MATCH @match) m
      JOIN catalogue_items i ON i.rowid = m.rowid
    ) WHERE n <= @perKind`);
  const countByKind = db.prepare(`
    SELECT i.kind, COUNT(*) AS n FROM catalogue_search s JOIN catalogue_items i ON i.rowid = s.rowid
    WHERE catalogue_search MATCH @match GROUP BY i.kind`);
  const byCode = db.prepare(`
    SELECT ${itemColumns} FROM catalogue_items i WHERE i.edition = ? AND i.kind = 'skill' AND i.code = ?
    ORDER BY CASE i.subject WHEN 'math' THEN 0 WHEN 'ela' THEN 1 WHEN 'sci' THEN 2 WHEN 'ss' THEN 3 ELSE 4 END, i.grade LIMIT ?`);
  const byPermacode = db.prepare(`SELECT ${itemColumns} FROM catalogue_items i WHERE i.kind = 'skill' AND i.permacode = ?`);
  const page = db.prepare(`SELECT ${itemColumns} FROM catalogue_items i WHERE i.edition = ? AND i.subject = ? AND i.grade = ? ORDER BY i.kind, i.ordinal`);
  const games = db.prepare(`SELECT ${itemColumns} FROM catalogue_items i WHERE i.edition = ? AND i.subject = ? AND i.kind = 'game' ORDER BY i.grade, i.ordinal`);
  const skillCount = db.prepare("SELECT COUNT(*) FROM catalogue_items WHERE edition = ? AND kind = 'skill'").pluck();

  return {
    /** The best `perKind` matches of every kind (one more than shown tells there are more). */
    bestMatchesByKind(phrase: string, edition: string, perKind: number): CatalogueItem[] {
      const match = ftsQuery(phrase, edition);
      return match ? (rankedByKind.all({ match, perKind }) as CatalogueItem[]) : [];
    },
    /** One page of one kind's matches, by grade (lowest first), best first within a grade (the full results page). */
    matchesOfKind(phrase: string, edition: string, kind: CatalogueItemKind, limit: number, offset: number): CatalogueItem[] {
      const match = ftsQuery(phrase, edition);
      return match ? (matches.all({ match, kind, limit, offset }) as CatalogueItem[]) : [];
    },
    matchCounts(phrase: string, edition: string): Partial<Record<CatalogueItemKind, number>> {
      const match = ftsQuery(phrase, edition);
      if (!match) return {};
      return Object.fromEntries((countByKind.all({ match }) as { kind: CatalogueItemKind; n: number }[]).map((row) => [row.kind, row.n]));
    },
    /** Skills whose code is exactly `code` (C.12) in the edition: one per subject and grade at most. */
    skillsWithCode: (edition: string, code: string, limit: number) => byCode.all(edition, code.toUpperCase(), limit) as CatalogueItem[],
    skillByPermacode: (permacode: string) => (byPermacode.get(permacode) as CatalogueItem | undefined) ?? null,
    /** Everything on a subject and grade landing page. */
    landingPage: (edition: string, subject: string, grade: number) => page.all(edition, subject, grade) as CatalogueItem[],
    skillCount: (edition: string) => skillCount.get(edition) as number,
    /** A subject's games in the edition, youngest first. */
    gamesOf: (edition: string, subject: string) => games.all(edition, subject) as CatalogueItem[],
  };
}

export type CatalogueQueries = ReturnType<typeof catalogueQueries>;
