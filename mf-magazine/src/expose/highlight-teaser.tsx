import { parcelLifecycles } from '@festival/shared/ui/parcel-lifecycles';
import { HighlightTeaser } from '../features/teasers/components/highlight-teaser';
import '../i18n/magazine-resources';
import '../magazine.css';

export const { bootstrap, mount, unmount, update } = parcelLifecycles(HighlightTeaser);
