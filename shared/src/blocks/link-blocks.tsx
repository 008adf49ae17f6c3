import { anchorId, type BlockProps } from '@festival/shared/blocks/block-types';
import { useStickyItem } from '@festival/shared/stores/sticky-store';
import { useScrolledBeyond } from '@festival/shared/scroll/use-scrolled-beyond';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/**
 * Design setting anchorListOffset (spec §3, §9): a sticky AnchorList stays in the flow of the
 * page until the window has scrolled this far, then sticks under the header.
 */
export const ANCHOR_LIST_OFFSET_PX = 600;

/** Spec §3: a Link module points inside the site (link) or outside (link_url); styled as button or link. */
export function LinkBlock({ module }: BlockProps<'Link'>) {
  const target = module.link || module.link_url;
  // Spec §4: a sticky link is offered in the sticky navigation while its module is mounted.
  useStickyItem(module.slug, module.sticky && target ? { text: module.link_text, url: target } : null);
  if (!target || !module.link_text) return null;
  const className = module.extra_class === 'button' ? 'fs-button' : 'fs-textlink';
  return (
    <p className="fs-block fs-link" id={anchorId(module.anchor)}>
      <Link href={target} className={className}>
        {module.link_text}
      </Link>
    </p>
  );
}

/** Jump links to the page's anchors; clicks scroll smoothly through useHashScroll. */
export function AnchorListBlock({ module }: BlockProps<'AnchorList'>) {
  const { t } = useLocaleT();
  const stuck = useScrolledBeyond(ANCHOR_LIST_OFFSET_PX);
  const items = module.children.filter((item) => anchorId(item.anchor));
  if (items.length === 0) return null;
  const classes = ['fs-block', 'fs-anchors', module.sticky ? 'fs-anchors--sticky' : '', module.sticky && stuck ? 'fs-anchors--stuck' : ''];
  return (
    <nav className={classes.filter(Boolean).join(' ')} aria-label={t('anchors.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${anchorId(item.anchor)}`}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
