import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { onResultLinkClick, type FollowDependencies } from './follow-search-result';
import { layoutDropdown, linesThatFit, withoutGames, type MoreOption, type ResultOption } from './search-quickbar-layout';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import { canSubmit, pressKey } from './search-quickbar-model';
import { MAX_PHRASE_LENGTH } from './search-quickbar-api';
import { dropdownContext, searchQuickbarMachine } from './search-quickbar-machine';
import { listboxId, optionId, SearchQuickbarDropdown } from './search-quickbar-dropdown';
import './search-quickbar.css';

export interface SearchQuickbarProps {
  variant: 'desktop' | 'mobile';
  autoFocus?: boolean;
  /** The search led away (a result or the more-results link followed): e.g. the popover closes. */
  onLeave?: () => void;
  /** Tests pass `searchQuickbarMachine.provide(...)` with a fake server. */
  machine?: typeof searchQuickbarMachine;
  /** Tests observe the click log and the page load here. */
  follow?: FollowDependencies;
}

/**
 * The header skill search (spec §2.5, §4, §5): an input (a combobox, name
 * `q`) in a GET form to `/search`, with the autocomplete dropdown below it.
 * Focus stays in the input; the keys move the active option, announced with
 * aria-activedescendant.
 */
export function SearchQuickbar({ variant, autoFocus = false, onLeave, machine = searchQuickbarMachine, follow }: SearchQuickbarProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const input = useRef<HTMLInputElement>(null);
  const actor = useActorRef(machine);
  const value = useSelector(actor, (s) => s.context.value);
  const dropdown = useSelector(actor, (s) => s.context.dropdown);
  const answer = useSelector(actor, (s) => s.context.answer);
  const answeredPhrase = useSelector(actor, (s) => s.context.answeredPhrase);
  const failure = useSelector(actor, (s) => s.context.failure);
  const lineBudget = useSelector(actor, (s) => s.context.lineBudget);
  // Issue 28: whoever has hideGames on sees no game (the server leaves them out too; this follows a change at once).
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  const layout = useMemo(() => layoutDropdown(hideGames ? withoutGames(answer) : answer, answeredPhrase, lineBudget), [answer, answeredPhrase, lineBudget, hideGames]);
  const shown = dropdown.visible && (answer !== null || failure !== null);

  // The lines that fit between the input and the bottom of the viewport.
  useLayoutEffect(() => {
    if (!shown) return;
    const measure = () => {
      const bottom = input.current?.getBoundingClientRect().bottom ?? 0;
      actor.send({ type: 'lines.measured', lineBudget: linesThatFit(window.innerHeight - bottom) });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown, actor]);

  // A press outside the input and the dropdown hides it (Escape is the dropdown's own key).
  const dismissal = usePopoverDismissal({ open: shown, escapeKey: false, onDismiss: () => actor.send({ type: 'dropdown.dismissed' }) });

  // Keep the active option in view when the dropdown scrolls.
  useEffect(() => {
    if (shown && dropdown.activeIndex > 0) document.getElementById(optionId(baseId, dropdown.activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, dropdown.activeIndex, baseId]);

  const leave = () => {
    actor.send({ type: 'dropdown.dismissed' });
    onLeave?.();
  };

  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, option: ResultOption) => {
    if (answer === null) return;
    onResultLinkClick(event, { result: option.result, phrase: answeredPhrase, trackingId: answer.trackingId, searchType: 'autocomplete-nav' }, follow);
    if (event.defaultPrevented) leave();
  };

  // The link itself goes to the results page (the layout follows it in the app).
  const onMoreClick = (_event: MouseEvent<HTMLAnchorElement>, _option: MoreOption) => leave();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const press = { key: event.key, shiftKey: event.shiftKey };
    const outcome = pressKey(actor.getSnapshot().context.dropdown, press, dropdownContext(actor.getSnapshot().context));
    if (outcome.handled) event.preventDefault();
    // Escape hides the dropdown only; a popover around the search stays open.
    if (outcome.handled && event.key === 'Escape') event.stopPropagation();
    actor.send({ type: 'key.pressed', press });
    // Enter on an option does what a click on it does; an upcoming skill is not a link.
    if (outcome.follow !== null) {
      const option = document.getElementById(optionId(baseId, outcome.follow));
      if (option instanceof HTMLAnchorElement) option.click();
    }
  };

  const activeDescendant = shown && dropdown.activeIndex > 0 ? optionId(baseId, dropdown.activeIndex) : undefined;

  return (
    <div className={`skill-search skill-search--${variant}`} ref={dismissal.setReference} data-answered-phrase={answeredPhrase}>
      <form
        className="skill-search-form"
        method="get"
        action={answer?.baseUrl ?? '/search'}
        role="search"
        onSubmit={(event) => {
          if (!canSubmit(value)) event.preventDefault();
        }}
      >
        <label className="skill-search-label" htmlFor={`${baseId}-input`}>
          {t('skillSearch.label')}
        </label>
        <input
          ref={input}
          id={`${baseId}-input`}
          className="skill-search-input"
          data-testid="skill-search-input"
          type="text"
          name="q"
          role="combobox"
          aria-expanded={shown}
          aria-controls={shown && layout.options.length > 0 ? listboxId(baseId) : undefined}
          aria-activedescendant={activeDescendant}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_PHRASE_LENGTH}
          placeholder={t('skillSearch.placeholder')}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => actor.send({ type: 'input.changed', value: event.target.value })}
          onClick={() => actor.send({ type: 'input.clicked' })}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button skill-search-submit">
          {t('skillSearch.submit')}
        </button>
      </form>
      {shown ? (
        <SearchQuickbarDropdown
          baseId={baseId}
          answer={answer}
          failure={failure}
          layout={layout}
          activeIndex={dropdown.activeIndex}
          onResultClick={onResultClick}
          onMoreClick={onMoreClick}
        />
      ) : null}
    </div>
  );
}
