import { useTranslation } from 'react-i18next';
import { RESULT_TYPES, type ResultType } from '../../shared/search/search-result';
import { searchPageHref, type SearchAddress } from './search-address';

export interface SearchFiltersProps {
  address: SearchAddress;
  /** Matches per type; null until the first page has loaded. */
  counts: Record<ResultType, number> | null;
  onNavigate(href: string): void;
  /** The types offered (every type; no games for whoever has hideGames on, issue 28). */
  types?: readonly ResultType[];
}

/**
 * One checkbox per type with its count. None ticked shows every type; a change goes back to page 1.
 * A type without matches is not offered (issue 34: no "Levels (0)"), unless it is ticked (so it can be unticked).
 */
export function SearchFilters({ address, counts, onNavigate, types = RESULT_TYPES }: SearchFiltersProps) {
  const { t } = useTranslation();
  const toggle = (type: ResultType, on: boolean) => {
    const filters = RESULT_TYPES.filter((each) => (each === type ? on : address.filters.includes(each)));
    onNavigate(searchPageHref({ ...address, filters, page: 1 }));
  };
  return (
    <fieldset className="search-filters">
      <legend>{t('searchResults.filtersLabel')}</legend>
      {types.map((type) => {
        const checked = address.filters.includes(type);
        const count = counts?.[type] ?? null;
        if (count === 0 && !checked) return null;
        return (
          <label key={type} className="search-filter">
            <input
              type="checkbox"
              data-testid={`search-filter-${type}`}
              checked={checked}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {count === null ? t(`searchResults.type.${type}`) : t('searchResults.filter', { type: t(`searchResults.type.${type}`), count })}
          </label>
        );
      })}
    </fieldset>
  );
}
