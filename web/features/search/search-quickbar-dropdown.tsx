import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchResultDetails } from './search-result-details';
import { isFollowable } from '../../shared/search/search-result';
import type { DropdownLayout, MoreOption, ResultOption } from './search-quickbar-layout';
import type { QuickbarResponse } from './search-quickbar-api';
import type { SearchFailure } from './search-quickbar-machine';

export interface SearchQuickbarDropdownProps {
  /** The id prefix of the listbox, its headers and options. */
  baseId: string;
  answer: QuickbarResponse | null;
  failure: SearchFailure | null;
  layout: DropdownLayout;
  activeIndex: number;
  onResultClick(event: MouseEvent<HTMLAnchorElement>, option: ResultOption): void;
  onMoreClick(event: MouseEvent<HTMLAnchorElement>, option: MoreOption): void;
}

export const listboxId = (baseId: string) => `${baseId}-listbox`;
export const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * The autocomplete dropdown (spec §2.5): bundles under their headers, then
 * the more-results link; or the no-results message; or the failure text.
 * Every line has the same fixed height (search-quickbar-layout.ts).
 */
export function SearchQuickbarDropdown({ baseId, answer, failure, layout, activeIndex, onResultClick, onMoreClick }: SearchQuickbarDropdownProps) {
  const { t } = useTranslation();
  const more = layout.more;
  let content;
  if (failure !== null) {
    content = (
      <p className="skill-search-line skill-search-message skill-search-error" role="alert" data-testid="skill-search-error">
        {failure.kind === 'parse' ? t('skillSearch.parseError') : t([failure.errorKey, 'app.error.unexpected'])}
      </p>
    );
  } else if (answer === null) {
    return null;
  } else if (layout.options.length === 0) {
    content = (
      <p className="skill-search-line skill-search-message" role="status" data-testid="skill-search-no-results">
        {answer.textData.noResultsText}
      </p>
    );
  } else {
    const comingSoon = answer.textData.comingSoonText;
    content = (
      <ul className="skill-search-list" role="listbox" id={listboxId(baseId)} aria-label={t('skillSearch.suggestions')}>
        {layout.groups.map((group) => (
          <li key={group.type} role="presentation">
            <div className="skill-search-line skill-search-header" role="presentation" id={`${baseId}-header-${group.type}`}>
              {group.header}
            </div>
            <ul className="skill-search-group" role="group" aria-labelledby={`${baseId}-header-${group.type}`}>
              {group.options.map((option) => {
                // The option is the link itself: an option holds no other control (axe nested-interactive).
                const attributes = {
                  id: optionId(baseId, option.index),
                  role: 'option',
                  'aria-selected': option.index === activeIndex,
                  className: 'skill-search-option',
                  'data-testid': 'skill-search-result',
                  'data-index': option.index,
                  'data-type': option.result.type,
                } as const;
                return (
                  <li key={option.index} role="none" className="skill-search-line skill-search-row">
                    {isFollowable(option.result) ? (
                      <a {...attributes} href={option.result.url} tabIndex={-1} onClick={(event) => onResultClick(event, option)}>
                        <ResultScreenshot url={option.result.screenshotUrl} />
                        <SearchResultDetails result={option.result} comingSoonText={comingSoon} />
                      </a>
                    ) : (
                      <span {...attributes} aria-disabled="true">
                        <SearchResultDetails result={option.result} comingSoonText={comingSoon} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
        {more ? (
          <li role="none" className="skill-search-line skill-search-row skill-search-more">
            <a
              id={optionId(baseId, more.index)}
              role="option"
              aria-selected={more.index === activeIndex}
              className="skill-search-option"
              data-testid="skill-search-more"
              data-index={more.index}
              href={more.url}
              tabIndex={-1}
              onClick={(event) => onMoreClick(event, more)}
            >
              {more.text}
            </a>
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <div className="skill-search-dropdown" data-testid="skill-search-dropdown">
      {content}
    </div>
  );
}

/** A game's screenshot in its line (issue 28): decorative, its name is beside it. */
function ResultScreenshot({ url }: { url: string | null }) {
  return url === null ? null : <img className="search-result-screenshot" src={url} alt="" width={40} height={25} />;
}
