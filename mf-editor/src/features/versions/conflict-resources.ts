import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the conflict dialog ("editorConflict" namespace), loaded with the dialog. */
export const conflictResources = {
  de: {
    title: 'Die Seite wurde inzwischen geändert',
    by: '{{name}} hat die Seite am {{when}} geändert.',
    byUnknown: 'Die Seite wurde am {{when}} von anderer Seite geändert.',
    unsaved: 'Ihre Änderung wurde nicht gespeichert, damit nichts überschrieben wird. Laden Sie die Seite neu, um die aktuelle Fassung zu sehen.',
    unsavedKeep: 'Ihre Änderung wurde nicht gespeichert, damit nichts überschrieben wird. Ihr Text bleibt im Formular: Sie können ihn über die andere Fassung speichern, ihn nach „Schließen“ kopieren, oder neu laden und die aktuelle Fassung sehen.',
    keepMine: 'Meine Fassung speichern',
    reload: 'Neu laden',
    close: 'Schließen',
  },
  en: {
    title: 'The page was changed meanwhile',
    by: '{{name}} changed the page on {{when}}.',
    byUnknown: 'The page was changed elsewhere on {{when}}.',
    unsaved: 'Your change was not saved, so that nothing is overwritten. Reload the page to see the current text.',
    unsavedKeep: 'Your change was not saved, so that nothing is overwritten. Your text stays in the form: you can save it over the other version, copy it after “Close”, or reload to see the current version.',
    keepMine: 'Save my version',
    reload: 'Reload',
    close: 'Close',
  },
} satisfies NamespaceResources;

registerResources('editorConflict', conflictResources);
