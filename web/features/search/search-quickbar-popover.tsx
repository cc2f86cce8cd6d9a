import { autoUpdate, FloatingFocusManager, offset, shift, useClick, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { headerPopoverStore, useHeaderPopovers, type HeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import type { FollowDependencies } from './follow-search-result';
import { SearchQuickbar } from './search-quickbar';
import type { searchQuickbarMachine } from './search-quickbar-machine';

export interface SearchQuickbarPopoverProps {
  headerPopovers?: HeaderPopoverStore;
  /** For tests, handed to the SearchQuickbar inside. */
  machine?: typeof searchQuickbarMachine;
  follow?: FollowDependencies;
}

/**
 * The desktop-only skill search popover (spec §2.5): a "Search" button in the
 * header opens a popover holding the search form (GET `/search`, input `q`).
 * Hidden below 1014px by CSS. Opening it closes the other header popovers,
 * and another one opening closes it. Escape (with the dropdown hidden) and an
 * outside click close it.
 */
export function SearchQuickbarPopover({ headerPopovers = headerPopoverStore, machine, follow }: SearchQuickbarPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const changeOpen = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (next) headerPopovers.getState().openPopover('skill-search');
      else headerPopovers.getState().closePopover('skill-search');
    },
    [headerPopovers],
  );

  const openHeaderPopover = useHeaderPopovers((s) => s.open, headerPopovers);
  useEffect(() => {
    if (openHeaderPopover !== null && openHeaderPopover !== 'skill-search') setOpen(false);
  }, [openHeaderPopover]);
  useEffect(() => () => headerPopovers.getState().closePopover('skill-search'), [headerPopovers]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: changeOpen,
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(8), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context, { role: 'dialog' })]);

  return (
    <div className="skill-search-popover-root">
      <button
        ref={refs.setReference}
        type="button"
        className="button button-quiet skill-search-open"
        data-testid="skill-search-open"
        {...getReferenceProps()}
      >
        <SearchIcon />
        {t('skillSearch.open')}
      </button>
      {open ? (
        <FloatingFocusManager context={context} modal={false}>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            className="skill-search-popover"
            data-testid="skill-search-popover"
            aria-label={t('skillSearch.popoverLabel')}
            {...getFloatingProps()}
          >
            <SearchQuickbar variant="desktop" autoFocus onLeave={() => changeOpen(false)} machine={machine} follow={follow} />
          </div>
        </FloatingFocusManager>
      ) : null}
    </div>
  );
}

/** A magnifying glass. */
function SearchIcon() {
  return (
    <svg className="skill-search-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
        fill="currentColor"
      />
    </svg>
  );
}
