import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { useChromeStore } from '../chrome/chrome-store';
import { useDesktop } from '../chrome/use-desktop';
import { AutocompleteList, optionId } from './autocomplete-list';
import { searchTarget } from './search-target';
import { useAutocomplete } from './use-autocomplete';
import './header-search.css';

/** Spec §2: the first click opens the input and focuses it after about this long (its slide-in). */
export const OPEN_FOCUS_DELAY_MS = 200;
/** Spec §4: on desktop the suggestions close this long after the input loses the focus. */
export const BLUR_CLOSE_DELAY_MS = 200;

function SearchIcon() {
  return (
    <svg className="sh-search-box__icon" aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Spec §2 "Search" and §4 "Autocomplete": the header's search box, closed until its button
 * opens it. The input is an ARIA 1.2 combobox: the arrow keys move through the suggestions
 * (aria-activedescendant, the focus stays in the input), Enter takes one, Escape closes the
 * list and then the box.
 */
export function HeaderSearch() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const navigate = useNavigateTo();
  const { pathname } = useLocation();
  const desktop = useDesktop();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const autocomplete = useAutocomplete(locale);
  const { suggestions } = autocomplete;
  // The highlighted option belongs to one answer: a new list starts without one.
  const [active, setActive] = useState<{ list: string[]; index: number }>({ list: [], index: -1 });
  const inputId = useId();
  const listId = useId();
  const showList = autocomplete.open && suggestions.length > 0;
  const activeIndex = showList && active.list === suggestions ? active.index : -1;

  const schedule = (action: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // Spec §2 header: the opened search box closes on a click outside it.
  const closeAutocomplete = autocomplete.close;
  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      setExpanded(false);
      closeAutocomplete();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, closeAutocomplete]);

  const submit = (value: string) => {
    const target = searchTarget(value, pathname, locale);
    if (!target) return;
    autocomplete.close();
    useChromeStore.getState().setMenuOpen(false);
    setExpanded(false);
    navigate(target);
  };

  const onButton = () => {
    if (!expanded) {
      setExpanded(true);
      schedule(() => inputRef.current?.focus(), OPEN_FOCUS_DELAY_MS);
      return;
    }
    if (text.trim()) submit(text);
    else inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  const choose = (suggestion: string) => {
    // the api answers whole queries: earlier words stay in front of the completed one
    setText(suggestion);
    submit(suggestion);
  };

  const move = (step: 1 | -1) => {
    const last = suggestions.length - 1;
    const next = activeIndex + step;
    setActive({ list: suggestions, index: next > last ? 0 : next < 0 ? last : next });
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (showList) move(event.key === 'ArrowDown' ? 1 : -1);
      else if (text.trim()) autocomplete.request(text);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex] as string);
    } else if (event.key === 'Escape') {
      // a search input would empty itself on Escape: the text stays, the list or the box closes
      event.preventDefault();
      if (autocomplete.open) {
        autocomplete.close();
      } else {
        setExpanded(false);
        buttonRef.current?.focus();
      }
    }
  };

  /** Desktop only: the list closes after the delay unless the focus came back. */
  const onBlur = () => {
    if (!desktop) return;
    schedule(() => {
      if (document.activeElement !== inputRef.current) autocomplete.close();
    }, BLUR_CLOSE_DELAY_MS);
  };

  const clear = () => {
    setText('');
    autocomplete.request('');
    inputRef.current?.focus();
  };

  return (
    <form ref={formRef} role="search" className={`sh-search-box${expanded ? ' sh-search-box--open' : ''}`} onSubmit={onSubmit} aria-label={t('searchBox.label')}>
      <div className="sh-search-box__field" hidden={!expanded}>
        <label htmlFor={inputId} className="fs-visually-hidden">{t('searchBox.label')}</label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          value={text}
          placeholder={t('searchBox.placeholder')}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={showList}
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            autocomplete.request(event.target.value);
          }}
          onFocus={() => {
            if (text.trim() && !autocomplete.open) autocomplete.request(text);
          }}
          onBlur={onBlur}
          onKeyDown={onInputKey}
        />
        {text && (
          <button type="button" className="sh-search-box__clear" onClick={clear}>
            <span aria-hidden="true">×</span>
            <span className="fs-visually-hidden">{t('searchBox.clear')}</span>
          </button>
        )}
        <AutocompleteList id={listId} suggestions={suggestions} active={activeIndex} shown={showList} onChoose={choose} />
      </div>
      <button type="button" ref={buttonRef} className="sh-search-box__button" aria-expanded={expanded} onClick={onButton}>
        <SearchIcon />
        <span className="sh-search-box__button-text">{t('header.search')}</span>
      </button>
    </form>
  );
}
