import { useTranslation } from 'react-i18next';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import type { SearchResult } from '../../shared/search/search-result';
import './search-result.css';

export interface ResultDetail {
  /** What the detail is, for styling and tests. */
  kind: 'grade' | 'grade-range' | 'skill-code' | 'tag' | 'lesson' | 'standards';
  text: string;
}

/**
 * What a result shows beside its name (spec §2.5): skills their grade and the
 * matched tag or skill code (the skill's own code on a name match), games
 * their grade range, takeoff plans (and topics) their grade ordinal, lessons
 * their lesson number text. Levels show only their name. A skill aligned to
 * standards shows their codes last (issue 29). A reader who hides grade levels
 * (issue 31 item 5) sees no grade; the skill code stays.
 */
export function resultDetails(result: SearchResult, { hideGrades = false }: { hideGrades?: boolean } = {}): ResultDetail[] {
  const grade: ResultDetail[] = result.gradeShortOrdinalName && !hideGrades ? [{ kind: 'grade', text: result.gradeShortOrdinalName }] : [];
  switch (result.type) {
    case 'skill': {
      // Issue 29: a skill's standards codes follow its other details.
      const standards: ResultDetail[] = result.standards.length > 0 ? [{ kind: 'standards', text: result.standards.map((standard) => standard.code).join(', ') }] : [];
      if (result.matchedCategory === 'tag' && result.tag) return [...grade, { kind: 'tag', text: result.tag }, ...standards];
      const code = result.matchedCategory === 'skillCode' ? (result.skillCodeMatch ?? result.skillNumber) : result.skillNumber;
      return [...grade, ...(code ? [{ kind: 'skill-code' as const, text: code }] : []), ...standards];
    }
    case 'game':
      return result.gradeRange ? [{ kind: 'grade-range', text: result.gradeRange }] : [];
    case 'lesson':
      return result.thisLessonText ? [{ kind: 'lesson', text: result.thisLessonText }] : [];
    case 'takeoff':
    case 'topic':
      return grade;
    case 'level':
      return [];
  }
}

export interface SearchResultDetailsProps {
  result: SearchResult;
  /** The "coming soon" text for upcoming skills (the dropdown's comes from the server's textData). */
  comingSoonText: string;
}

/** A result's name, its details and, for an upcoming skill, "coming soon" — on one line. */
export function SearchResultDetails({ result, comingSoonText }: SearchResultDetailsProps) {
  const { t } = useTranslation();
  const hideGrades = useProfilePreferences((preferences) => preferences.hideGradeLevels);
  return (
    <>
      <span className="search-result-name">{result.formattedName}</span>
      {resultDetails(result, { hideGrades }).map((detail) => (
        <span key={detail.kind} className={`search-result-detail search-result-detail--${detail.kind}`} data-detail={detail.kind}>
          {detail.kind === 'tag' ? t('searchResult.tagMatch', { tag: detail.text }) : detail.kind === 'standards' ? t('searchResult.standards', { codes: detail.text }) : detail.text}
        </span>
      ))}
      {result.isUpcomingSkill ? <span className="search-result-soon">{comingSoonText}</span> : null}
    </>
  );
}
