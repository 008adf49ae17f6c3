import type { ReactNode } from 'react';
import { REMOTE_BLOCKS, type RemoteBlockModel } from '@festival/shared/remotes/block-remotes';
import type { RemoteBlockProps } from '@festival/shared/blocks/block-types';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { EventListSkeleton, TeasersSkeleton } from '@festival/shared/ui/skeletons';

/** Each module's placeholder has the shape of what its remote draws, so nothing below it moves when that arrives. */
const LOADING: Record<RemoteBlockModel, ReactNode> = {
  EventList: <EventListSkeleton />,
  BlogTeaserList: <TeasersSkeleton />,
  HighlightTeaser: <TeasersSkeleton />,
};

/**
 * The module's fields travel to the parcel as props.data; its slug finds the server's rendering
 * of it, which hydrates once it comes near the viewport.
 */
export function RemoteBlock({ module, parcelProps }: RemoteBlockProps<RemoteBlockModel>) {
  const props: ParcelProps = { ...parcelProps, data: { module } };
  return (
    <div className={`fs-block fs-remote-block fs-remote-block--${module.model}`}>
      <RemoteParcel module={REMOTE_BLOCKS[module.model]} props={props} loading={LOADING[module.model]} slug={module.slug} hydrate="near" />
    </div>
  );
}
