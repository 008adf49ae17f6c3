import type { PageAncestor } from '@festival/shared/api-schemas/content';
import { useLocale } from '@festival/shared/ui/app-context';
import { Breadcrumb as Trail } from '@festival/shared/ui/breadcrumb';

/** Spec §2: Home, then the ancestor pages with their localised urls, then the page itself. */
export function Breadcrumb({ ancestors, current }: { ancestors: PageAncestor[]; current: string }) {
  const locale = useLocale();
  const trail = ancestors.map((ancestor) => ({ label: ancestor.title, href: ancestor.is_clickable ? ancestor.urls[locale] : undefined }));
  return <Trail trail={trail} current={current} />;
}
