import { useEffect, useState } from 'react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useLocale } from '@festival/shared/ui/app-context';
import { createContainer } from '../api/create-container';
import { getContainer } from '../api/get-container';

/**
 * Spec §4: a Container module whose container is missing (404) gets it created, for editors.
 * Answers a number that changes once it has been, so the preview reads the container again.
 */
export function useEnsuredContainer(module: PageModule): number {
  const locale = useLocale();
  const [created, setCreated] = useState(0);
  const slug = module.model === 'Container' ? module.slug : null;
  const layout = module.model === 'Container' ? module.layout : '';
  useEffect(() => {
    if (!slug) return undefined;
    const controller = new AbortController();
    getContainer(locale, slug, controller.signal)
      .catch(async (error: unknown) => {
        if (!isApiError(error, 404)) throw error;
        await createContainer(locale, { slug, layout });
        if (!controller.signal.aborted) setCreated((count) => count + 1);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`container ${slug}`, error);
      });
    return () => controller.abort();
  }, [locale, slug, layout]);
  return created;
}
