/**
 * The brand colours of spec §9; tokens.css holds the same values as custom properties. A module
 * without the style sheet, so that the api reads them too (the web app manifest).
 */
export const COLOURS = {
  dark: '#1c1c1c',
  orange: '#f68d6a',
  teal: '#00847e',
  light: '#ffffff',
  muted: '#595959',
  surface: '#f4f2ef',
} as const;
