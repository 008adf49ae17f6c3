import { Bone, Bones, SkeletonFrame } from '@festival/shared/ui/skeleton-frame';

export interface SkeletonProps {
  /** Placeholder text lines. */
  lines?: number;
  /** A media block above the lines (teasers, detail pages). */
  media?: boolean;
  className?: string;
}

/** A generic loading placeholder; the shaped ones per content type are in skeletons.tsx. */
export function Skeleton({ lines = 3, media = false, className }: SkeletonProps) {
  return (
    <SkeletonFrame kind="generic" className={className}>
      {media && <Bone shape="media" />}
      <Bones count={lines} />
    </SkeletonFrame>
  );
}
