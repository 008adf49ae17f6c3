import type { TFunction } from 'i18next';
import type { EditorRef, PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';

/** The version actions the api records (PageVersionSummary.action) and their message keys. */
const ACTION_KEYS: Record<string, string> = {
  'module.create': 'moduleCreate',
  'module.update': 'moduleUpdate',
  'module.delete': 'moduleDelete',
  'module.move': 'moduleMove',
  'version.restore': 'versionRestore',
  'module.restore': 'moduleRestore',
  'page.baseline': 'pageBaseline',
  'page.publish': 'pagePublish',
  'page.schedule': 'pageSchedule',
  'page.discard': 'pageDiscard',
  'article.baseline': 'pageBaseline',
  'article.publish': 'pagePublish',
  'article.schedule': 'pageSchedule',
  'article.discard': 'pageDiscard',
};

export function editorName(editor: EditorRef): string {
  return `${editor.first_name} ${editor.last_name}`.trim() || editor.username;
}

export function versionWhen(version: Pick<PageVersionSummary, 'created_at'>, locale: Locale): string {
  return formatDateTime(version.created_at, locale);
}

/**
 * What a version recorded, for people: the action, the module's type by its name in the editor
 * (the "page-editor" strings, which version-list.tsx loads), the note.
 */
export function versionWhat(version: PageVersionSummary, t: TFunction): string {
  const action = t(`actions.${ACTION_KEYS[version.action] ?? 'other'}`, { version: version.summary.version_id ?? '' });
  const { model: name } = version.summary;
  const model = typeof name === 'string' ? ` (${t(`model.${name}`, { ns: 'page-editor', defaultValue: name })})` : '';
  return [`${action}${model}`, version.note].filter(Boolean).join(': ');
}
