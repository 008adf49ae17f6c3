import './tokens.css';
import { COLOURS } from './colours';

export { COLOURS };

/** Text colour for each background, chosen for WCAG AA contrast (white fails on orange). */
export const TEXT_ON = {
  dark: COLOURS.light,
  teal: COLOURS.light,
  orange: COLOURS.dark,
  light: COLOURS.dark,
  surface: COLOURS.dark,
} as const;

/** Layout breakpoints of spec §9 (48em, 64em, 85.375em, 100em). */
export const BREAKPOINTS_EM = { md: 48, lg: 64, xl: 85.375, xxl: 100 } as const;

export function mediaQuery(breakpoint: keyof typeof BREAKPOINTS_EM): string {
  return `(min-width: ${BREAKPOINTS_EM[breakpoint]}em)`;
}
