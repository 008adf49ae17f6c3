import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { editLinkFor } from '../edit-links';
import '../session-resources';

/** The toolbar's link to the CMS hub's change page of what is on screen (spec §2 edit-link map). */
export function EditLink({ pathname }: { pathname: string }) {
  const { t } = useLocaleT('editorSession');
  const cmsPage = useCmsPageStore((state) => state.page);
  const link = editLinkFor(pathname, cmsPage?.pathname === pathname ? cmsPage.id : null);
  if (!link) return null;
  return <Link href={link.href} className="ed-toolbar__edit-link">{t(`editLink.${link.kind}`)}</Link>;
}
