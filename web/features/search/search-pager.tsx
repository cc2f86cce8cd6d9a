import { useTranslation } from 'react-i18next';
import { pageNumbers, searchPageHref, type SearchAddress } from './search-address';
import { PageLink } from './search-page-link';

export interface SearchPagerProps {
  address: SearchAddress;
  pages: number;
  onNavigate(href: string): void;
}

/** Previous, page numbers and Next; each changes the address's page. */
export function SearchPager({ address, pages, onNavigate }: SearchPagerProps) {
  const { t } = useTranslation();
  const page = Math.min(address.page, pages);
  const hrefOf = (number: number) => searchPageHref({ ...address, page: number });
  return (
    <nav className="search-pager" aria-label={t('searchResults.pages')} data-page={page} data-pages={pages}>
      {page > 1 ? (
        <PageLink href={hrefOf(page - 1)} onNavigate={onNavigate} className="button" testId="search-prev">
          {t('searchResults.previous')}
        </PageLink>
      ) : (
        <a className="button" data-testid="search-prev" aria-disabled="true">
          {t('searchResults.previous')}
        </a>
      )}
      <ol className="search-page-numbers">
        {pageNumbers(page, pages).map((number) => (
          <li key={number}>
            <PageLink
              href={hrefOf(number)}
              onNavigate={onNavigate}
              className="search-page-number"
              testId={`search-page-${number}`}
              current={number === page}
              label={t('searchResults.page', { page: number })}
            >
              {number}
            </PageLink>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <PageLink href={hrefOf(page + 1)} onNavigate={onNavigate} className="button" testId="search-next">
          {t('searchResults.next')}
        </PageLink>
      ) : (
        <a className="button" data-testid="search-next" aria-disabled="true">
          {t('searchResults.next')}
        </a>
      )}
    </nav>
  );
}
