import { anchorId, type BlockProps } from '@festival/shared/blocks/block-types';
import { useStickyItem } from '@festival/shared/stores/sticky-store';
import { Link } from '@festival/shared/ui/link';

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

export function AnchorListBlock({ module }: BlockProps<'AnchorList'>) {
  const items = module.children.filter((item) => anchorId(item.anchor));
  if (items.length === 0) return null;
  return (
    <nav className={`fs-block fs-anchors${module.sticky ? ' fs-anchors--sticky' : ''}`}>
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
