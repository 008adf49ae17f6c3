import type { RemoteBlockProps } from '@festival/shared/blocks/block-types';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { Skeleton } from '@festival/shared/ui/skeleton';

/** Modules whose content a remote renders (architecture: CMS blocks mount remote parcels). */
export const REMOTE_BLOCKS = {
  EventList: 'mf_programme/event-list-module',
  BlogTeaserList: 'mf_magazine/blog-teaser-list',
  HighlightTeaser: 'mf_magazine/highlight-teaser',
} as const satisfies Partial<Record<PageModule['model'], RemoteModuleId>>;

export type RemoteBlockModel = keyof typeof REMOTE_BLOCKS;

/** The module's fields travel to the parcel as props.data. */
export function RemoteBlock({ module, parcelProps }: RemoteBlockProps<RemoteBlockModel>) {
  const props: ParcelProps = { ...parcelProps, data: { module } };
  return (
    <div className={`fs-block fs-remote-block fs-remote-block--${module.model}`}>
      <RemoteParcel module={REMOTE_BLOCKS[module.model]} props={props} loading={<Skeleton lines={4} media />} />
    </div>
  );
}
