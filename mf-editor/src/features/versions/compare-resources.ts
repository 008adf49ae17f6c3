import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of comparing two versions ("editorCompare" namespace), loaded with the comparison. */
export const compareResources = {
  de: {
    column: 'Vergleich',
    pick: 'Version {{number}} vom {{when}} zum Vergleich wählen',
    button: 'Ausgewählte vergleichen',
    hint: 'Zwei Versionen ankreuzen, um sie zu vergleichen.',
    title: 'Version {{from}} und Version {{to}} im Vergleich',
    back: 'Zurück zur Liste',
    loading: 'Vergleich wird geladen …',
    failed: 'Der Vergleich konnte nicht geladen werden.',
    none: 'Keine Unterschiede.',
    change: { added: 'hinzugefügt', removed: 'entfernt', moved: 'verschoben', changed: 'geändert' },
    movedFromTo: 'Vorher: {{from}}. Jetzt: {{to}}.',
    place: { top: 'Position {{index}} der Seite', column: 'Abschnitt {{section}}, Spalte {{column}}, Position {{index}}' },
    text: { title: 'Seitentitel', headline: 'Seitenüberschrift' },
    removedWords: 'entfernt:',
    addedWords: 'hinzugefügt:',
    restore: 'Wie in Version {{number}} wiederherstellen',
    restoreLabel: '{{model}} wie in Version {{number}} wiederherstellen',
    restored: '{{model}} ist wiederhergestellt, wie in Version {{number}}; der Rest der Seite bleibt, wie er ist.',
    restoreFailed: '{{model}} konnte nicht wiederhergestellt werden.',
  },
  en: {
    column: 'Compare',
    pick: 'Pick version {{number}} of {{when}} to compare',
    button: 'Compare selected',
    hint: 'Tick two versions to compare them.',
    title: 'Version {{from}} compared with version {{to}}',
    back: 'Back to the list',
    loading: 'Loading the comparison …',
    failed: 'The comparison could not be loaded.',
    none: 'No differences.',
    change: { added: 'added', removed: 'removed', moved: 'moved', changed: 'changed' },
    movedFromTo: 'Before: {{from}}. Now: {{to}}.',
    place: { top: 'position {{index}} of the page', column: 'section {{section}}, column {{column}}, position {{index}}' },
    text: { title: 'Page title', headline: 'Page headline' },
    removedWords: 'removed:',
    addedWords: 'added:',
    restore: 'Restore as in version {{number}}',
    restoreLabel: 'Restore {{model}} as in version {{number}}',
    restored: '{{model}} is restored as in version {{number}}; the rest of the page stays as it is.',
    restoreFailed: '{{model}} could not be restored.',
  },
} satisfies NamespaceResources;

registerResources('editorCompare', compareResources);
