import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of the editor remote ("editor" namespace). */
export const editorResources = {
  de: {
    toolbar: {
      label: 'Redaktion',
      signedInAs: 'Angemeldet als {{name}}',
      editOn: 'Bearbeiten',
      editOff: 'Bearbeiten beenden',
      hub: 'CMS-Hub',
      hide: 'Werkzeugleiste ausblenden',
      adminMenus: 'Verwaltung',
      more: 'Werkzeuge',
    },
  },
  en: {
    toolbar: {
      label: 'Editing',
      signedInAs: 'Signed in as {{name}}',
      editOn: 'Edit',
      editOff: 'Stop editing',
      hub: 'CMS hub',
      hide: 'Hide toolbar',
      adminMenus: 'Administration',
      more: 'Tools',
    },
  },
} satisfies NamespaceResources;

registerResources('editor', editorResources);
