import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowDependencies } from './follow-search-result';
import { MAX_PHRASE_LENGTH_ON_PAGE, pageCount, readSearchAddress, searchPageHref, shownTypes } from './search-address';
import { SearchFilters } from './search-filters';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import { RESULT_TYPES, type ResultType } from '../../shared/search/search-result';
import { SearchPager } from './search-pager';
import { SearchResultList } from './search-result-list';
import { searchResultsMachine } from './search-results-machine';
import './search-results.css';

export interface SearchResultsPageProps {
  /** The address's query string, e.g. `?q=fractions&page=2`. */
  search: string;
  /** Changes the address (in the app, without a page load). */
  onNavigate(href: string): void;
  /** Tests pass `searchResultsMachine.provide(...)` with a fake server. */
  machine?: typeof searchResultsMachine;
  follow?: FollowDependencies;
}

/**
 * `/search?q=&filters=&page=&resultPageOrigin=` (spec §2): a search form,
 * filters per type with counts, the skill-code matches first on page 1, the
 * results of each type shown, and paging (24 of each type per page).
 */
export function SearchResultsPage({ search, onNavigate, machine = searchResultsMachine, follow }: SearchResultsPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const address = useMemo(() => readSearchAddress(search), [search]);
  const actor = useActorRef(machine, { input: { address } });
  const status = useSelector(actor, (s) => s.value);
  const page = useSelector(actor, (s) => s.context.page);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => actor.send({ type: 'address.changed', address }), [actor, address]);

  // A new page of results starts at the top.
  const shownPage = page?.page ?? null;
  useEffect(() => {
    if (shownPage !== null && shownPage > 1) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [shownPage]);

  // Issue 28: whoever has hideGames on sees no game results, nor their filter (the server leaves them out too).
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  const typesOffered: readonly ResultType[] = hideGames ? RESULT_TYPES.filter((type) => type !== 'game') : RESULT_TYPES;
  const grouped =
    page === null
      ? []
      : shownTypes(address.filters)
          .filter((type) => typesOffered.includes(type))
          .map((type) => ({ type, results: page.results.filter((r) => r.type === type) }));
  const nothing = page !== null && page.results.length === 0 && page.skillCodeMatches.length === 0;

  return (
    <section className="search-results-page" data-testid="search-results-page" data-status={String(status)} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading}>
        {address.q === '' ? t('searchResults.headingNoQuery') : t('searchResults.heading', { q: address.q })}
      </h1>
      <form
        className="search-results-form"
        role="search"
        method="get"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          if (q !== '') onNavigate(searchPageHref({ ...address, q, page: 1 }));
        }}
      >
        <input
          key={address.q}
          type="search"
          name="q"
          className="search-results-input"
          data-testid="search-results-input"
          aria-label={t('searchResults.label')}
          defaultValue={address.q}
          maxLength={MAX_PHRASE_LENGTH_ON_PAGE}
        />
        <button type="submit" className="button button-primary">
          {t('searchResults.submit')}
        </button>
      </form>
      {address.q === '' ? (
        <p className="search-results-note">{t('searchResults.noQuery')}</p>
      ) : (
        <>
          <SearchFilters address={address} counts={page?.counts ?? null} onNavigate={onNavigate} types={typesOffered} />
          {status === 'loading' ? (
            <p className="search-results-note" aria-busy="true">
              {t('searchResults.loading')}
            </p>
          ) : null}
          {status === 'failed' ? (
            <p className="form-error" role="alert" data-testid="search-results-error">
              {t([errorKey ?? 'searchResults.loadFailed', 'searchResults.loadFailed'])}{' '}
              <button type="button" className="button button-quiet" onClick={() => actor.send({ type: 'retry' })}>
                {t('app.retry')}
              </button>
            </p>
          ) : null}
          {status === 'loaded' && page !== null ? (
            <>
              {nothing ? <p className="search-results-note" data-testid="search-results-empty">{t('searchResults.empty')}</p> : null}
              {page.skillCodeMatches.length > 0 ? (
                <section className="search-results-group" aria-label={t('searchResults.skillCodeMatches')}>
                  <h2>{t('searchResults.skillCodeMatches')}</h2>
                  <SearchResultList results={page.skillCodeMatches} phrase={address.q} trackingId={page.trackingId} follow={follow} codeMatches />
                </section>
              ) : null}
              {grouped
                .filter((group) => group.results.length > 0)
                .map((group) => (
                  <section key={group.type} className="search-results-group" data-type={group.type} aria-label={t(`searchResults.type.${group.type}`)}>
                    <h2>{t('searchResults.filter', { type: t(`searchResults.type.${group.type}`), count: page.counts[group.type] })}</h2>
                    <SearchResultList results={group.results} phrase={address.q} trackingId={page.trackingId} follow={follow} />
                  </section>
                ))}
              {nothing ? null : <SearchPager address={address} pages={pageCount(page.counts, address.filters)} onNavigate={onNavigate} />}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
