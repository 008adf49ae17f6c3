import type { PageModule, ModuleModel } from '@festival/shared/api-schemas/content-modules';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/** The module of one model, e.g. ModuleOf<'Headline'>. */
export type ModuleOf<M extends ModuleModel> = Extract<PageModule, { model: M }>;

export interface BlockProps<M extends ModuleModel> {
  module: ModuleOf<M>;
}

/** Props of a block that mounts a remote's parcel: the host's own parcel props to pass on. */
export interface RemoteBlockProps<M extends ModuleModel> extends BlockProps<M> {
  parcelProps: ParcelProps;
}

/** An anchor a module may carry, as an id; empty anchors give none. */
export function anchorId(anchor: string | undefined): string | undefined {
  const id = anchor?.trim().replace(/^#/, '');
  return id ? id : undefined;
}
