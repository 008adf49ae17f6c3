import type { NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { registerResources } from '@festival/shared/i18n/i18n-instance';

/** Strings of an article's versions dialog ("editorArticleVersions"), apart from the toolbar's page versions. */
export const articleVersionsResources = {
  de: {
    title: 'Versionen des Beitragstexts',
    restoreQuestion: 'Version {{number}} wiederherstellen? Sie wird der Entwurf des Beitragstexts; veröffentlicht bleibt, was Besucher jetzt lesen.',
  },
  en: {
    title: 'Versions of the article\'s text',
    restoreQuestion: 'Restore version {{number}}? It becomes the draft of the article\'s text; visitors keep reading the published one.',
  },
} satisfies NamespaceResources;

registerResources('editorArticleVersions', articleVersionsResources);
