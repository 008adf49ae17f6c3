import { useEffect, type ReactNode } from 'react';
import type { Container, Form } from '@festival/shared/api-schemas/content';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { apiGet, isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { useModuleAnswer } from '@festival/shared/ssr/server-slot';
import { containerApiPath, formApiPath } from '@festival/shared/api-client/page-api-paths';
import './container-blocks.css';

/** Logs a failed load once; a missing container or form (404) is an editor's choice, not an error. */
function useReportFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error !== undefined && !isApiError(error, 404)) console.error(what, error);
  }, [what, error]);
}

export interface ContainerBlockProps extends BlockProps<'Container'> {
  /** Renders the container's modules (the host's BlockList), so containers nest without an import cycle. */
  renderModules: (modules: PageModule[]) => ReactNode;
}

/** Spec §3 Container: shared content kept apart from pages, fetched by its slug. */
export function ContainerBlock({ module, renderModules }: ContainerBlockProps) {
  const locale = useLocale();
  const path = containerApiPath(module.slug);
  const container = useApiData((signal) => apiGet<Container>(path, { locale, signal }), [module.slug, locale], useModuleAnswer<Container>(path));
  useReportFailure(`container ${module.slug}`, container.error);
  if (container.status === 'loading') return <Skeleton lines={2} />;
  if (container.status === 'error') return null;
  // A container that lists itself would render forever; its own entry is left out.
  const modules = container.data.modules.filter((child) => !(child.model === 'Container' && child.slug === module.slug));
  return <div className={`fs-block fs-container fs-container--${container.data.layout || 'default'}`}>{renderModules(modules)}</div>;
}

/**
 * Spec §3 Forms: a site form (form_id) is introduced with its title and intro and opened on
 * its own page; a HubSpot form (hubspot_id) opens HubSpot's hosted page.
 */
export function FormsBlock({ module }: BlockProps<'Forms'>) {
  const locale = useLocale();
  const { t } = useLocaleT();
  const formId = module.form_id;
  const path = formId === null ? null : formApiPath(formId);
  const form = useApiData<Form | null>(
    (signal) => (path === null ? Promise.resolve(null) : apiGet<Form>(path, { locale, signal })),
    [formId, locale],
    useModuleAnswer<Form>(path),
  );
  useReportFailure(`form ${formId}`, form.error);
  if (formId === null) {
    if (!module.hubspot_id) return null;
    return (
      <p className="fs-block fs-form-teaser">
        <Link href={`https://share.hsforms.com/${encodeURIComponent(module.hubspot_id)}`} className="fs-button">
          {t('forms.open')}
        </Link>
      </p>
    );
  }
  if (form.status === 'loading') return <Skeleton lines={2} />;
  if (form.status === 'error' || !form.data) return null;
  return (
    <section className="fs-block fs-form-teaser" aria-labelledby={`form-teaser-${formId}`}>
      <h2 className="fs-form-teaser__title" id={`form-teaser-${formId}`}>
        {form.data.title}
      </h2>
      {form.data.intro && <div className="fs-richtext" dangerouslySetInnerHTML={{ __html: form.data.intro }} />}
      <Link to="forms-slug-id" params={{ slug: form.data.slug, id: String(form.data.id) }} className="fs-button">
        {t('forms.open')}
      </Link>
    </section>
  );
}
