import type { Migration } from 'kysely';
import * as programme from './20261121-01-programme';
import * as content from './20261121-02-content';
import * as shop from './20261122-05-shop';
import * as errorPages from './20261122-10-error-pages';
import * as eventIndexes from './20261122-50-event-indexes';
import * as editorWrites from './20261123-10-editor-writes';
import * as moduleIds from './20261123-11-module-ids';
import * as headlineLevels from './20261123-50-headline-levels';
import * as adminWrites from './20261123-60-admin-writes';
import * as mediaImages from './20261123-70-media-images';
import * as pageOnlineWindow from './20261123-80-page-online-window';
import * as eventHighlightsIndex from './20261128-10-event-highlights-index';
import * as accountCalendar from './20261204-10-account-calendar';
import * as venueCoordinatesOptional from './20261205-30-venue-coordinates-optional';
import * as formRetention from './20261205-50-form-retention';
import * as programmeOptionsAdmin from './20261205-60-programme-options-admin';
import * as pagePublishing from './20261205-70-page-publishing';
import * as pagePresence from './20261205-80-page-presence';
import * as mediaLibrary from './20261205-90-media-library';
import * as articleModuleIds from './20261206-10-article-module-ids';
import * as articleDrafts from './20261206-20-article-drafts';
import * as articleVersions from './20261206-30-article-versions';

/** Ordered by name; a migration once shipped is never edited, only followed by a new one. */
export const allMigrations: Record<string, Migration> = {
  '20261121-01-programme': programme,
  '20261121-02-content': content,
  '20261122-05-shop': shop,
  '20261122-10-error-pages': errorPages,
  '20261122-50-event-indexes': eventIndexes,
  '20261123-10-editor-writes': editorWrites,
  '20261123-11-module-ids': moduleIds,
  '20261123-50-headline-levels': headlineLevels,
  '20261123-60-admin-writes': adminWrites,
  '20261123-70-media-images': mediaImages,
  '20261123-80-page-online-window': pageOnlineWindow,
  '20261128-10-event-highlights-index': eventHighlightsIndex,
  '20261204-10-account-calendar': accountCalendar,
  '20261205-30-venue-coordinates-optional': venueCoordinatesOptional,
  '20261205-50-form-retention': formRetention,
  '20261205-60-programme-options-admin': programmeOptionsAdmin,
  '20261205-70-page-publishing': pagePublishing,
  '20261205-80-page-presence': pagePresence,
  '20261205-90-media-library': mediaLibrary,
  '20261206-10-article-module-ids': articleModuleIds,
  '20261206-20-article-drafts': articleDrafts,
  '20261206-30-article-versions': articleVersions,
};
