import { gradeShortOrdinalName } from '../../events/curriculum';
import { gameById } from '../../events/games/game-catalogue';
import { standardsOfCatalogueSkill } from '../../events/standards';
import type { CatalogueItemKind } from '../../projections/catalogue';
import type { CatalogueItem } from '../../projections/catalogue-queries';

// Spec §3 "Search response" results: every listed field on every result (null
// where it does not apply), so the client reads one shape.

export const bundleOrder: readonly CatalogueItemKind[] = ['level', 'skill', 'topic', 'lesson', 'game', 'takeoff'];

/** Spec §9 page sizes per type (levels: not given; we show 3). */
export const pageSizes: Record<CatalogueItemKind, number> = { level: 3, skill: 9, topic: 2, lesson: 6, game: 8, takeoff: 6 };

export const bundleHeaders: Record<CatalogueItemKind, string> = {
  level: 'Levels',
  skill: 'Skills',
  topic: 'Topics',
  lesson: 'Lessons',
  game: 'Games',
  takeoff: 'Takeoff lesson plans',
};

export const searchTextData = {
  levelHeader: bundleHeaders.level,
  skillHeader: bundleHeaders.skill,
  topicHeader: bundleHeaders.topic,
  lessonHeader: bundleHeaders.lesson,
  gameHeader: bundleHeaders.game,
  takeoffHeader: bundleHeaders.takeoff,
  noResultsText: 'No results found. Try another word or a skill code like C.12.',
  moreResultsText: 'See all results',
  comingSoonText: 'Coming soon',
};

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Which field a phrase matched: the name when every word starts a word of the name, else a tag. */
function matchedField(item: CatalogueItem, phrase: string): { matchedCategory: 'name' | 'tag'; tag: string | null } {
  const nameWords = words(item.name);
  const phraseWords = words(phrase);
  if (phraseWords.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return { matchedCategory: 'name', tag: null };
  const tags = item.tags.split(' | ');
  const tag = tags.find((candidate) => phraseWords.some((word) => words(candidate).some((tagWord) => tagWord.startsWith(word)))) ?? tags[0] ?? null;
  return { matchedCategory: 'tag', tag };
}

export function searchResult(item: CatalogueItem, phrase: string, codeMatch: { code: string; unique: boolean } | null) {
  const matched = codeMatch ? { matchedCategory: 'skillCode' as const, tag: null } : matchedField(item, phrase);
  const isSkill = item.kind === 'skill';
  return {
    type: item.kind,
    formattedName: item.name,
    url: item.url,
    matchedCategory: matched.matchedCategory,
    tag: matched.tag,
    gameId: item.gameId,
    gradeRange: item.kind === 'game' ? `${gradeShortOrdinalName(item.grade)}–${gradeShortOrdinalName(item.gradeMax ?? item.grade)}` : null,
    defaultSkillNumber: isSkill ? item.code : null,
    skillNumber: isSkill ? item.code : null,
    skillCodeMatch: codeMatch ? item.code : null,
    editionDefaultSkillCodeMatch: codeMatch !== null,
    isUniqueSkillCodeMatch: codeMatch?.unique ?? false,
    grade: item.grade,
    gradeInfo: { gradeShortOrdinalName: gradeShortOrdinalName(item.grade) },
    isUpcomingSkill: item.upcoming === 1,
    lessonName: item.kind === 'lesson' || item.kind === 'takeoff' ? item.name : null,
    lessonNumber: item.lessonNumber,
    thisLessonText: item.kind === 'lesson' || item.kind === 'takeoff' ? `Lesson ${item.lessonNumber}` : null,
    /** A game's screenshot (the search popover shows it; issue 28). */
    screenshotUrl: item.kind === 'game' && item.gameId !== null ? (gameById(item.gameId)?.screenshotUrl ?? null) : null,
    subject: item.subject,
    edition: item.edition,
    permacode: item.permacode,
    skillid: item.skillId,
    /** A skill's standards (issue 29, docs/standards.md); empty for other kinds. */
    standards: isSkill ? standardsOfCatalogueSkill(item).map(({ code, description }) => ({ code, description })) : [],
  };
}

export type SearchResult = ReturnType<typeof searchResult>;
