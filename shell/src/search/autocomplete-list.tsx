import { useLocaleT } from '@festival/shared/ui/app-context';

export interface AutocompleteListProps {
  id: string;
  suggestions: string[];
  /** The option the input's aria-activedescendant points at, -1 for none. */
  active: number;
  /** Shown only while open with suggestions; the element stays for the input's aria-controls. */
  shown: boolean;
  onChoose: (suggestion: string) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * Spec §4: the suggestions under the header search box, the listbox of an ARIA 1.2 combobox.
 * The focus stays in the input; a pointer press must not take it away before the click.
 */
export function AutocompleteList({ id, suggestions, active, shown, onChoose }: AutocompleteListProps) {
  const { t } = useLocaleT('shell');
  return (
    <ul id={id} role="listbox" className="sh-search-box__list" aria-label={t('searchBox.suggestions')} hidden={!shown}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="sh-search-box__suggestion"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion}
        </li>
      ))}
    </ul>
  );
}
