import type { ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ChangeBus } from '../changes/change-bus';
import type { EventService } from './event-service';

interface KeptTeasers {
  teasers: ProgrammeTeaser[];
  stableUntil: number;
  dataVersion: number;
}

/**
 * The programme's teasers answered from memory, per language: every programme page shows the
 * same ones. They are built again when programme data changes (the change bus), or when the
 * time passes the first teasered start or midnight (the service's `stableUntil`).
 */
export class TeaserCache {
  private readonly kept = new Map<Locale, KeptTeasers>();
  private dataVersion = 0;

  constructor(changes: ChangeBus, private readonly events: EventService) {
    changes.subscribe('programme', () => { this.dataVersion += 1; });
  }

  async teasers(locale: Locale, now: Date): Promise<ProgrammeTeaser[]> {
    const kept = this.kept.get(locale);
    if (kept && kept.dataVersion === this.dataVersion && now.getTime() <= kept.stableUntil) return kept.teasers;
    const dataVersion = this.dataVersion;
    const { teasers, stableUntil } = await this.events.teasers(locale, now);
    // A change that came while these were read leaves them unkept: the next request reads again.
    if (dataVersion === this.dataVersion) this.kept.set(locale, { teasers, stableUntil, dataVersion });
    return teasers;
  }
}
