import { Fragment, useEffect, useMemo } from 'react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { editorSourceOf, type EditorSource } from '../model/edited-body';
import { locateModule, moveTargets } from '../model/module-moves';
import { PageEditorContext, usePageEditor } from '../stores/page-editor-context';
import { createPageEditorStore } from '../stores/page-editor-store';
import { AddModule } from './add-module';
import { AddSection } from './add-section';
import { ArticlePublication, type ArticleTools } from './article-publication';
import { BackupPanel } from './backup-panel';
import { EditorAlert } from './editor-alert';
import { ModuleFrame } from './module-frame';
import { ModuleInserter } from './module-inserter';
import { SectionFrame } from './section-frame';
import { TranslationStatus } from './translation-status';
import { OtherLanguageContext, useOtherLanguagePage } from './use-other-language-page';

function EditablePage({ source, parcelProps, articleTools }: { source: EditorSource; parcelProps: ParcelProps; articleTools?: ArticleTools }) {
  const { t } = useLocaleT('page-editor');
  const status = usePageEditor((state) => state.status);
  const page = usePageEditor((state) => state.page);
  const load = usePageEditor((state) => state.load);
  const otherPage = useOtherLanguagePage(source, page, parcelProps.locale);
  if (status === 'error') return <LoadError onRetry={() => void load()} />;
  if (!page) return <Skeleton lines={6} />;
  const { modules, owner } = page;
  const pageParent = { type: owner.type, id: owner.id };
  let sections = 0;
  return (
    <OtherLanguageContext.Provider value={otherPage}>
      <div className="ed-page" aria-busy={status === 'loading'}>
        <EditorAlert />
        {owner.type === 'article' && <ArticlePublication locale={parcelProps.locale} tools={articleTools} />}
        <BackupPanel />
        <TranslationStatus page={page} otherPage={otherPage} />
        {modules.map((module, index) => {
          const location = module.id === undefined ? null : locateModule(owner, modules, module.id);
          const targets = location ? moveTargets(location) : {};
          const key = module.id ?? module.slug;
          const isSection = module.model === 'Section';
          if (isSection) sections += 1;
          const what = isSection ? t('section.label', { number: sections }) : t(`model.${module.model}`);
          return (
            <Fragment key={key}>
              <ModuleInserter withSection label={t('inserter.before', { what })} placement={{ parent: pageParent, position: index }} />
              {isSection ? (
                <SectionFrame section={module} number={sections} owner={owner} modules={modules} targets={targets} parcelProps={parcelProps} />
              ) : (
                <ModuleFrame module={module} targets={targets} parcelProps={parcelProps} />
              )}
            </Fragment>
          );
        })}
        <div className="ed-page__add">
          <AddSection placement={{ parent: pageParent, position: modules.length }} />
          <AddModule label={t(owner.type === 'article' ? 'addModule.toArticle' : 'addModule.toPage')} placement={{ parent: pageParent, position: modules.length }} />
        </div>
      </div>
    </OtherLanguageContext.Provider>
  );
}

/**
 * Spec §1, §2, §4: the page's modules in place, editable, for an editor with ?edit. The shell
 * passes the page path below the locale as data.path; the magazine an article's id as data.article.
 * The app adds tools beside an article's body (articleTools).
 */
export function PageEditor({ articleTools, ...props }: ParcelProps & { articleTools?: ArticleTools }) {
  const { t } = useLocaleT('page-editor');
  const { article, path } = props.data ?? {};
  const source = useMemo(() => editorSourceOf({ article, path }), [article, path]);
  const store = useMemo(() => createPageEditorStore(props.locale, source), [props.locale, source]);
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <PageEditorContext.Provider value={store}>
      <div className="ed-page-editor" role="region" aria-label={t('label')}>
        <EditablePage source={source} parcelProps={props} articleTools={articleTools} />
      </div>
    </PageEditorContext.Provider>
  );
}
