import { imageSources } from '@festival/shared/media/image-sources';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import { APP_PRELOADS_ID, PRELOADED_MODULES_ATTRIBUTE } from '@festival/shared/ssr/slot-markers';
import { escapeHtml } from '../render/render-document';
import type { ModuleAssets, RemoteManifests } from './remote-manifests';

/** What a document needs first: the parcels its page mounts and the picture that is its largest paint. */
export interface PagePreloads {
  modules: RemoteModuleId[];
  /**
   * Parcels whose server HTML hydrates only once it comes near the viewport (CMS modules): their
   * styles apply at once, their scripts load when the browser needs them.
   */
  hydratedLater?: RemoteModuleId[];
  /** A media path or name, shown full width above the fold. */
  lcpImage?: string | null;
  /** The image's sizes attribute, as its <img> has it. */
  lcpImageSizes?: string;
}

/**
 * Each remote's entry once, then each module's scripts once, in the order the page needs them, at
 * low priority, and its styles as stylesheets: the server-rendered slot must paint styled, or it
 * shifts when the remote's CSS arrives (the remote's own loader finds the link by its href and
 * adds no second). The modules hydrated later give their styles only. The scripts run only after
 * the first paint, so they are fetched only then: requested with the page, they took the
 * connections its styles and its largest picture were waiting for (six per host on HTTP/1.1).
 */
export function assetPreloadTags(assets: ModuleAssets[], hydratedLater: ModuleAssets[] = []): string[] {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const add = (href: string, tags: string[], tag: (href: string) => string) => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(tag(escapeHtml(href)));
  };
  const script = (href: string) => `<link rel="preload" as="script" fetchpriority="low" href="${href}">`;
  const stylesheet = (href: string) => `<link rel="stylesheet" href="${href}">`;
  for (const module of assets) {
    add(module.remoteEntry, scripts, script);
    module.scripts.forEach((href) => add(href, scripts, script));
    module.styles.forEach((href) => add(href, styles, stylesheet));
  }
  for (const module of hydratedLater) module.styles.forEach((href) => add(href, styles, stylesheet));
  if (!scripts.length) return styles;
  // Named for the shell's federation runtime, which then preloads none of these modules again.
  const modules = escapeHtml(assets.map((module) => module.id).join(' '));
  return [...styles, `<template id="${APP_PRELOADS_ID}" ${PRELOADED_MODULES_ATTRIBUTE}="${modules}">${scripts.join('')}</template>`];
}

/**
 * The picture the browser would choose from its <picture>: the first source type (avif), whose
 * srcset and sizes the preload repeats, so that the preloaded file is the one used.
 */
export function imagePreloadTag(image: string, sizes: string): string {
  const { src, srcSets } = imageSources(image);
  const [type, srcset] = Object.entries(srcSets)[0] ?? [];
  if (!type || !srcset) return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}">`;
  return `<link rel="preload" as="image" fetchpriority="high" type="image/${type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}">`;
}

/** A document's preload links: its largest paint's picture, and its parcels' scripts and styles. */
export interface DocumentPreloads {
  /** First in the head, before the stylesheets: the picture's request starts with theirs, not after. */
  image: string | null;
  assets: string;
}

export async function documentPreloads(manifests: RemoteManifests, page: PagePreloads): Promise<DocumentPreloads> {
  const assetsOf = async (ids: RemoteModuleId[]) =>
    (await Promise.all(ids.map((id) => manifests.assets(id)))).filter((entry): entry is ModuleAssets => entry !== null);
  const tags = assetPreloadTags(await assetsOf(page.modules), await assetsOf(page.hydratedLater ?? []));
  return { image: page.lcpImage ? imagePreloadTag(page.lcpImage, page.lcpImageSizes ?? '100vw') : null, assets: tags.join('\n') };
}
