import { useTranslation } from 'react-i18next';
import { onResultLinkClick, type FollowDependencies } from './follow-search-result';
import { SearchResultDetails } from './search-result-details';
import { isFollowable, type SearchResult } from '../../shared/search/search-result';

export interface SearchResultListProps {
  results: SearchResult[];
  phrase: string;
  trackingId: string;
  follow?: FollowDependencies;
  /** Marks exact skill-code matches. */
  codeMatches?: boolean;
}

/** Results as rows: a link to the result's url (logged as a full-results click), or plain text for an upcoming skill. */
export function SearchResultList({ results, phrase, trackingId, follow, codeMatches = false }: SearchResultListProps) {
  const { t } = useTranslation();
  return (
    <ul className="search-result-list">
      {results.map((result, index) => (
        <li
          key={`${index}:${result.url}`}
          className="search-result-row"
          data-testid="search-result"
          data-type={result.type}
          data-code-match={codeMatches || undefined}
          aria-disabled={isFollowable(result) ? undefined : true}
        >
          {isFollowable(result) ? (
            <a
              className="search-result-body"
              href={result.url}
              onClick={(event) => onResultLinkClick(event, { result, phrase, trackingId, searchType: 'full-results' }, follow)}
            >
              <SearchResultDetails result={result} comingSoonText={t('searchResults.comingSoon')} />
            </a>
          ) : (
            <span className="search-result-body">
              <SearchResultDetails result={result} comingSoonText={t('searchResults.comingSoon')} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
