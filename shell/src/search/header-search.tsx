import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { useChromeStore } from '../chrome/chrome-store';
import { AutocompleteList } from './autocomplete-list';
import { searchTarget } from './search-target';
import { useAutocomplete } from './use-autocomplete';
import { useDesktop } from './use-desktop';
import './header-search.css';

/** Spec §2: the first desktop click opens the input and focuses it after about this long (its slide-in). */
export const OPEN_FOCUS_DELAY_MS = 200;
/** Spec §4: on desktop the suggestions close this long after the input loses the focus. */
export const BLUR_CLOSE_DELAY_MS = 200;

/** Spec §2 "Search" and §4 "Autocomplete": the header's search box. */
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
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Focus handed back from the list after it closed: that must not open it again. */
  const returning = useRef(false);
  const autocomplete = useAutocomplete(locale);
  const inputId = useId();
  const listId = useId();
  const open = !desktop || expanded;
  const showList = autocomplete.open && autocomplete.suggestions.length > 0;

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
    if (!desktop || !expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      setExpanded(false);
      closeAutocomplete();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [desktop, expanded, closeAutocomplete]);

  const submit = (value: string) => {
    const target = searchTarget(value, pathname, locale);
    if (!target) return;
    autocomplete.close();
    useChromeStore.getState().setMenuOpen(false);
    setExpanded(false);
    navigate(target);
  };

  const onButton = () => {
    if (desktop && !expanded) {
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

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList) {
      event.preventDefault();
      listRef.current?.querySelector('button')?.focus();
    } else if (event.key === 'Escape') {
      autocomplete.close();
    }
  };

  /** Desktop only: the list closes after the delay unless the focus went into it. */
  const onBlur = () => {
    if (!desktop) return;
    schedule(() => {
      const inside = listRef.current?.contains(document.activeElement) || document.activeElement === inputRef.current;
      if (!inside) autocomplete.close();
    }, BLUR_CLOSE_DELAY_MS);
  };

  const clear = () => {
    setText('');
    autocomplete.request('');
    inputRef.current?.focus();
  };

  return (
    <form ref={formRef} role="search" className={`sh-search-box${open ? ' sh-search-box--open' : ''}`} onSubmit={onSubmit} aria-label={t('searchBox.label')}>
      <div className="sh-search-box__field" hidden={!open}>
        <label htmlFor={inputId} className="fs-visually-hidden">{t('searchBox.label')}</label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="q"
          autoComplete="off"
          value={text}
          placeholder={t('searchBox.placeholder')}
          aria-controls={showList ? listId : undefined}
          aria-expanded={showList}
          onChange={(event) => {
            setText(event.target.value);
            autocomplete.request(event.target.value);
          }}
          onFocus={() => {
            if (returning.current) returning.current = false;
            else if (text.trim()) autocomplete.request(text);
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
        {showList && (
          <AutocompleteList
            ref={listRef}
            id={listId}
            suggestions={autocomplete.suggestions}
            onChoose={(suggestion) => {
              // the api answers whole queries: earlier words stay in front of the completed one
              setText(suggestion);
              submit(suggestion);
            }}
            onClose={() => {
              autocomplete.close();
              returning.current = true;
              inputRef.current?.focus();
            }}
            onBlur={onBlur}
          />
        )}
      </div>
      <button type="button" className="sh-search-box__button" aria-expanded={desktop ? expanded : undefined} onClick={onButton}>
        {t('header.search')}
      </button>
    </form>
  );
}
