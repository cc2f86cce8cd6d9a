import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderPopovers } from '../../shared/header-popovers/header-popover-store';
import { usePopoverDismissal } from '../../shared/header-popovers/use-popover-dismissal';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import { httpEditionPickerApi, nextEditionIndex, type EditionChoices, type EditionOption, type EditionPickerApi } from './edition-picker-api';
import { useHeaderServices, useTrackHeaderClick } from './header-context';

export interface EditionPickerProps {
  api?: EditionPickerApi;
  /** Follows the chosen edition's link (a page load, so every part sees the new edition). */
  follow?: (url: string) => void;
}

/**
 * The edition picker (spec §2.7), for visitors and signed-in users: a button
 * with the current edition's two letters and a menu of editions. Arrows and
 * Tab move, Enter (or a click) stores the choice and follows the edition's
 * link, Escape closes and gives focus back to the button. Opening it closes
 * the other header popovers.
 */
export function EditionPicker({ api = httpEditionPickerApi, follow = (url) => window.location.assign(url) }: EditionPickerProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const [choices, setChoices] = useState<EditionChoices | null>(null);
  const [active, setActive] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const { popovers } = useHeaderServices();
  const open = useHeaderPopovers((s) => s.open === 'edition-picker', popovers);
  const track = useTrackHeaderClick(TRACKING_MODULES.headerEditionPicker);

  useEffect(() => {
    let live = true;
    api.fetchEditions().then(
      (loaded) => live && setChoices(loaded),
      () => undefined, // No editions: no picker.
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // Escape closes it and gives focus back to the button; a press outside just closes it.
  const dismissal = usePopoverDismissal({
    open,
    onDismiss: (reason) => {
      popovers.getState().closePopover('edition-picker');
      if (reason === 'escape-key') button.current?.focus();
    },
  });

  if (choices === null || choices.editions.length === 0) return null;
  const editions = choices.editions;
  const current = editions.find((option) => option.editionConstant === choices.edition) ?? editions[0]!;
  const currentIndex = Math.max(0, editions.indexOf(current));

  const openMenu = (index = currentIndex) => {
    setActive(index);
    popovers.getState().openPopover('edition-picker');
  };
  const closeMenu = () => {
    popovers.getState().closePopover('edition-picker');
    button.current?.focus();
  };
  const choose = (option: EditionOption) => {
    if (choosing) return;
    setChoosing(true);
    track(HEADER_ACTIONS.headerChoosesEdition);
    // The link is followed even if storing fails: the page still loads, in the edition last stored.
    void api
      .selectEdition(option.editionConstant)
      .catch(() => undefined)
      .finally(() => follow(option.editionUrl));
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const option = editions[active];
      if (option) choose(option);
      return;
    }
    const next = nextEditionIndex(event.key, event.shiftKey, active, editions.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <div className="header-disclosure edition-picker" ref={dismissal.setReference} {...dismissal.getReferenceProps()}>
      <button
        ref={button}
        type="button"
        className="edition-picker-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="edition-picker-button"
        data-edition={current.editionConstant}
        onClick={() => (open ? closeMenu() : openMenu())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openMenu(event.key === 'ArrowDown' ? currentIndex : editions.length - 1);
        }}
      >
        <span className="visually-hidden">{t('siteHeader.editionPicker.label', { name: current.fullName })}</span>{' '}
        <span>{current.twoLetter}</span>
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          className="header-dropdown edition-picker-menu"
          aria-label={t('siteHeader.editionPicker.menuLabel')}
          aria-busy={choosing}
          data-testid="edition-picker-menu"
          onKeyDown={onMenuKeyDown}
        >
          {editions.map((option, index) => (
            <li key={option.editionConstant} role="none">
              <a
                ref={(element) => {
                  items.current[index] = element;
                }}
                role="menuitemradio"
                aria-checked={option === current}
                tabIndex={index === active ? 0 : -1}
                className="header-dropdown-item"
                href={option.editionUrl}
                data-edition-constant={option.editionConstant}
                data-testid={`edition-option-${option.editionConstant}`}
                onClick={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                <span className="edition-name">{option.fullName}</span> <span className="edition-code">{option.twoLetter}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
