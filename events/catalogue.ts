import { z } from 'zod';
import { edition, grade, subject, type Subject } from './curriculum';
import { defineEvent, type EventOf } from './log/event-schemas';

// The practice catalogue: levels, skills, topics, lessons, games and takeoff
// lesson plans, published one section (edition × subject × grade) at a time.
// Stream `catalogue-section:<edition>-<subject>-<grade>`. A section whose content
// changed is published again; its read model replaces the section's items.

export const catalogueSkill = z.object({
  skillId: z.number().int().positive(),
  permacode: z.string().regex(/^[A-Z0-9]{3,6}$/),
  code: z.string().regex(/^[A-Z]{1,2}\.\d{1,3}$/),
  name: z.string().min(1),
  tags: z.array(z.string()),
  upcoming: z.boolean(),
});
export const catalogueTopic = z.object({ topicId: z.string(), name: z.string(), tags: z.array(z.string()) });
export const catalogueLesson = z.object({ lessonId: z.string(), lessonName: z.string(), lessonNumber: z.number().int().positive() });
export const catalogueGame = z.object({ gameId: z.number().int().positive(), name: z.string(), gradeRange: z.tuple([grade, grade]), tags: z.array(z.string()) });
export const catalogueTakeoffPlan = z.object({ planId: z.string(), lessonName: z.string(), lessonNumber: z.number().int().positive() });

export const CatalogueSectionPublished = defineEvent({
  type: 'CatalogueSectionPublished',
  schemaVersion: 1,
  schema: z.object({
    edition,
    subject,
    grade,
    /** Hash of the section's content: publishing the same content again appends nothing. */
    contentHash: z.string().min(8),
    levelName: z.string(),
    skills: z.array(catalogueSkill),
    topics: z.array(catalogueTopic),
    lessons: z.array(catalogueLesson),
    /** Games whose grade range starts at this grade. */
    games: z.array(catalogueGame),
    takeoffPlans: z.array(catalogueTakeoffPlan),
  }),
});

export const catalogueEvents = [CatalogueSectionPublished] as const;
export type CatalogueSection = EventOf<typeof CatalogueSectionPublished>['data'];
export type CatalogueEvent = EventOf<typeof CatalogueSectionPublished>;

export type CatalogueCommand = { type: 'PublishCatalogueSection'; data: CatalogueSection };

export const catalogue = {
  initialState: (): { contentHash: string | null } => ({ contentHash: null }),
  evolve: (_state: { contentHash: string | null }, event: CatalogueEvent) => ({ contentHash: event.data.contentHash }),
  decide(command: CatalogueCommand, state: { contentHash: string | null }): CatalogueEvent[] {
    if (state.contentHash === command.data.contentHash) return [];
    return [{ type: 'CatalogueSectionPublished', data: command.data }];
  },
};

export const catalogueStreams = {
  section: (editionConstant: string, subject: Subject, gradeNumber: number) => `catalogue-section:${editionConstant}-${subject}-${gradeNumber}`,
};

/** A skill of a topic page: its page, and its lesson page when it has one (every skill that can be practised). */
export interface CatalogueTopicSkill {
  code: string;
  name: string;
  url: string;
  permacode: string;
  upcoming: boolean;
  /** `/lesson/{permacode}` (issue 31, docs/lessons.md); null for an upcoming skill. */
  lessonUrl: string | null;
}

/** `GET /catalogue/topic?subject=&grade=&topic=` (issue 34, docs/search.md): a topic page's data, in the viewer's edition. */
export interface CatalogueTopicPage {
  edition: string;
  subject: Subject;
  subjectName: string;
  grade: number;
  gradeName: string;
  /** The grade page the topic belongs to. */
  gradeUrl: string;
  name: string;
  url: string;
  /** The grade page's category holding the topic's skills (its name is the topic's). */
  category: { letter: string; name: string };
  skills: CatalogueTopicSkill[];
  /** The grade's other topics, in the grade page's order. */
  otherTopics: { name: string; url: string }[];
}
