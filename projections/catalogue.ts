import type { CatalogueEvent } from '../events/catalogue';
import { landingPagePath, lessonPagePath, skillPagePath, topicPagePath, topicSlug, type Subject } from '../events/curriculum';
import { gameById } from '../events/games/game-catalogue';
import { permacodeOfNamedLesson } from '../events/lessons/catalogue-lessons';
import { takeoffPlanOf } from '../events/takeoff/takeoff-plans';
import type { Projection } from './projection';

// The catalogue's read model: one row per searchable item (level, skill, topic,
// lesson, game, takeoff lesson plan) and an FTS5 index over names and tags,
// scoped by edition. Re-publishing a section replaces its rows.

export type CatalogueItemKind = 'level' | 'skill' | 'topic' | 'lesson' | 'game' | 'takeoff';

/** The FTS5 token that scopes a row to an edition (`edus`, `edca`, …). */
export const editionScope = (edition: string) => `ed${edition.toLowerCase()}`;

export function catalogueUrls(subject: Subject, grade: number) {
  const page = landingPagePath(subject, grade);
  return {
    level: page,
    skill: (permacode: string) => skillPagePath(subject, grade, permacode),
    /** Issue 34: a topic's own page, `/math/grade-4/topics/<slug of its name>`. */
    topic: (name: string) => topicPagePath(subject, grade, topicSlug(name)),
    lesson: (lessonNumber: number) => `${page}#lesson-${lessonNumber}`,
    /** The game's own page (events/games/game-catalogue.ts); a game it does not know, the subject page's anchor. */
    game: (gameId: number) => gameById(gameId)?.url ?? `${landingPagePath(subject)}#game-${gameId}`,
    /** A takeoff plan's lesson on the grade page (its anchor: web/shared/catalogue/landing-api.ts `takeoffPlanAnchor`). */
    takeoff: (edition: string, lessonNumber: number) => `${page}#${edition}-${subject}-${grade}-takeoff-${lessonNumber}`,
  };
}

interface ItemColumns {
  section: string;
  edition: string;
  subject: string;
  grade: number;
  gradeMax: number | null;
  code: string | null;
  permacode: string | null;
  skillId: number | null;
  upcoming: number;
  lessonNumber: number | null;
  gameId: number | null;
}

export const catalogueProjection: Projection<CatalogueEvent> = {
  name: 'catalogue',
  // 2: games link to their own pages (issue 28). 3: lessons link to their lesson pages (issue 31). 4: takeoff items are the takeoff plans' lessons (issue 31).
  // 5: topics link to their topic pages (issue 34).
  version: 5,
  mode: 'inline',
  tables: ['catalogue_items', 'catalogue_search'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS catalogue_items (
        rowid INTEGER PRIMARY KEY,
        item_key TEXT NOT NULL UNIQUE,
        section TEXT NOT NULL,
        kind TEXT NOT NULL,
        edition TEXT NOT NULL,
        subject TEXT NOT NULL,
        grade INTEGER NOT NULL,
        grade_max INTEGER,
        name TEXT NOT NULL,
        tags TEXT NOT NULL,
        url TEXT NOT NULL,
        code TEXT,
        permacode TEXT,
        skill_id INTEGER,
        upcoming INTEGER NOT NULL DEFAULT 0,
        lesson_number INTEGER,
        game_id INTEGER,
        ordinal INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS catalogue_items_section ON catalogue_items (section);
      CREATE INDEX IF NOT EXISTS catalogue_items_code ON catalogue_items (edition, code) WHERE kind = 'skill';
      CREATE INDEX IF NOT EXISTS catalogue_items_permacode ON catalogue_items (permacode) WHERE kind = 'skill';
      CREATE INDEX IF NOT EXISTS catalogue_items_page ON catalogue_items (edition, subject, grade, kind, ordinal);
      CREATE VIRTUAL TABLE IF NOT EXISTS catalogue_search USING fts5(name, tags, scope, tokenize = 'porter unicode61', prefix = '2 3');
    `);
  },
  handlers(db) {
    const sectionRows = db.prepare('SELECT rowid FROM catalogue_items WHERE section = ?').pluck();
    const deleteSearch = db.prepare('DELETE FROM catalogue_search WHERE rowid = ?');
    const deleteItems = db.prepare('DELETE FROM catalogue_items WHERE section = ?');
    const insertItem = db.prepare(
      `INSERT INTO catalogue_items (item_key, section, kind, edition, subject, grade, grade_max, name, tags, url, code, permacode, skill_id, upcoming, lesson_number, game_id, ordinal)
       VALUES (@itemKey, @section, @kind, @edition, @subject, @grade, @gradeMax, @name, @tags, @url, @code, @permacode, @skillId, @upcoming, @lessonNumber, @gameId, @ordinal)`,
    );
    const insertSearch = db.prepare('INSERT INTO catalogue_search (rowid, name, tags, scope) VALUES (?, ?, ?, ?)');
    return {
      CatalogueSectionPublished: (data) => {
        const section = `${data.edition}-${data.subject}-${data.grade}`;
        for (const rowid of sectionRows.all(section) as number[]) deleteSearch.run(rowid);
        deleteItems.run(section);
        const urls = catalogueUrls(data.subject, data.grade);
        const base: ItemColumns = { section, edition: data.edition, subject: data.subject, grade: data.grade, gradeMax: null, code: null, permacode: null, skillId: null, upcoming: 0, lessonNumber: null, gameId: null };
        const add = (item: Partial<ItemColumns> & { itemKey: string; kind: CatalogueItemKind; name: string; tags: string[]; url: string; ordinal: number }) => {
          const tags = item.tags.join(' | ');
          const { lastInsertRowid } = insertItem.run({ ...base, ...item, tags });
          insertSearch.run(lastInsertRowid, item.name, `${tags} ${item.code ?? ''}`, editionScope(data.edition));
        };
        add({ itemKey: `level:${section}`, kind: 'level', name: data.levelName, tags: [], url: urls.level, ordinal: 0 });
        data.skills.forEach((skill, ordinal) =>
          add({ itemKey: `skill:${data.edition}:${skill.skillId}`, kind: 'skill', name: skill.name, tags: skill.tags, url: urls.skill(skill.permacode), code: skill.code, permacode: skill.permacode, skillId: skill.skillId, upcoming: skill.upcoming ? 1 : 0, ordinal }),
        );
        data.topics.forEach((topic, ordinal) => add({ itemKey: `topic:${topic.topicId}`, kind: 'topic', name: topic.name, tags: topic.tags, url: urls.topic(topic.name), ordinal }));
        // Issue 31: a named lesson opens its skill's lesson page (events/lessons/catalogue-lessons.ts); the grade page's anchor when no skill fits.
        data.lessons.forEach((lesson, ordinal) => {
          const permacode = permacodeOfNamedLesson(lesson.lessonName, data.skills);
          const url = permacode === null ? urls.lesson(lesson.lessonNumber) : lessonPagePath(permacode);
          add({ itemKey: `lesson:${lesson.lessonId}`, kind: 'lesson', name: lesson.lessonName, tags: [], url, lessonNumber: lesson.lessonNumber, ordinal });
        });
        data.games.forEach((game, ordinal) =>
          add({ itemKey: `game:${data.edition}:${game.gameId}`, kind: 'game', name: game.name, tags: game.tags, url: urls.game(game.gameId), gameId: game.gameId, grade: game.gradeRange[0], gradeMax: game.gradeRange[1], ordinal }),
        );
        // Issue 31: the section's takeoff plan (events/takeoff/takeoff-plans.ts), one item per lesson, linking
        // to its entry on the grade page (the generator's placeholder `takeoffPlans` are not indexed).
        takeoffPlanOf(data)?.lessons.forEach((lesson, ordinal) =>
          add({ itemKey: `takeoff:${data.edition}-${data.subject}-${data.grade}:${lesson.lessonNumber}`, kind: 'takeoff', name: lesson.lessonName, tags: [], url: urls.takeoff(data.edition, lesson.lessonNumber), lessonNumber: lesson.lessonNumber, ordinal }),
        );
      },
    };
  },
};
