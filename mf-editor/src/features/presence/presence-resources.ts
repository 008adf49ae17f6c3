import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the toolbar's note on other editors ("editorPresence" namespace). */
export const presenceResources = {
  de: {
    label_one: 'Bearbeitet diese Seite ebenfalls:',
    label_other: 'Bearbeiten diese Seite ebenfalls:',
    editor: '{{name}} (seit {{since}})',
  },
  en: {
    label_one: 'Also editing this page:',
    label_other: 'Also editing this page:',
    editor: '{{name}} (since {{since}})',
  },
} satisfies NamespaceResources;

registerResources('editorPresence', presenceResources);
