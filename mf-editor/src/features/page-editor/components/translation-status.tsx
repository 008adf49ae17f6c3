import { useId } from 'react';
import type { EditedBody } from '../model/edited-body';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { untranslatedModules } from '../model/translation-status';
import { moduleValues } from '../model/module-values';

const PREVIEW_CHARS = 40;

/** A few words of the module's longest text, so the editor knows which of several headlines is meant. */
function preview(values: Record<string, unknown>): string {
  const longest = Object.values(values)
    .filter((value): value is string => typeof value === 'string')
    .reduce((best, value) => (value.length > best.length ? value : best), '');
  const text = longest.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

/** Brings the module into view and puts the focus on its first control. */
function showModule(id: number) {
  const frame = document.querySelector<HTMLElement>(`[data-module-id="${id}"]`);
  if (!frame) return;
  frame.scrollIntoView({ block: 'center' });
  frame.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
}

/** Which modules still show the other language's texts, each a button that leads to it. */
export function TranslationStatus({ page, otherPage }: { page: EditedBody; otherPage: EditedBody | null }) {
  const { t } = useLocaleT('page-editor');
  const titleId = useId();
  if (!otherPage) return null;
  const missing = untranslatedModules(page, otherPage);
  return (
    <section className="ed-translation" aria-labelledby={titleId}>
      <h2 id={titleId} className="ed-translation__title">{t('translation.title')}</h2>
      {missing.length === 0 ? (
        <p>{t('translation.complete')}</p>
      ) : (
        <>
          <p>{t('translation.missing', { count: missing.length })}</p>
          <ul className="ed-translation__list">
            {missing.map((module) => (
              <li key={module.id}>
                <button type="button" className="fs-button fs-button--secondary" onClick={() => showModule(module.id!)}>
                  {t('translation.show', { model: t(`model.${module.model}`), text: preview(moduleValues(module)) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
