import type { LeafModule, SectionModule } from '@festival/shared/api-schemas/content-modules';
import type { ReactNode } from 'react';
import { ColumnFraction } from '@festival/shared/media/column-sizes';
import { moduleImage } from '@festival/shared/media/module-image';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import './section.css';

const GRID_COLUMNS = 12;

/**
 * Spans on the 12-column grid for a preset named by percentages ("67-33" → [8, 4]; spec §3
 * presets 100, 67-33, 33-67, 50-50, 33-33-33, 25-50-25).
 */
export function presetSpans(preset: string): number[] {
  const spans = preset.split('-').map((part) => Math.round((Number(part) * GRID_COLUMNS) / 100));
  const valid = spans.every((span) => span > 0) && spans.reduce((sum, span) => sum + span, 0) === GRID_COLUMNS;
  return valid ? spans : [GRID_COLUMNS];
}

export interface SectionBlockProps {
  module: SectionModule;
  renderModule: (module: LeafModule) => ReactNode;
}

export function SectionBlock({ module, renderModule }: SectionBlockProps) {
  const spans = presetSpans(module.preset);
  const columns = [...module.columns].sort((a, b) => a.index - b.index);
  const background = moduleImage(module);
  const classes = [
    'fs-block',
    'fs-section',
    `fs-section--bg-${module.background}`,
    module.decoration !== 'none' ? `fs-section--${module.decoration}` : '',
    module.extra_class,
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')}>
      {background && <ResponsiveImage className="fs-section__background" image={background.src} alt="" focus={background.focus} />}
      <div className="fs-grid">
        {columns.map((column, index) => (
          <div
            key={column.index}
            className={`fs-grid__column ${column.classes}`.trim()}
            style={{ ['--fs-span' as string]: spans[index] ?? GRID_COLUMNS }}
          >
            <ColumnFraction.Provider value={(spans[index] ?? GRID_COLUMNS) / GRID_COLUMNS}>
              {column.children.map((child) => renderModule(child))}
            </ColumnFraction.Provider>
          </div>
        ))}
      </div>
    </section>
  );
}
