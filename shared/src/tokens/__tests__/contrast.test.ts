import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AA_NORMAL_TEXT, contrastRatio } from '../contrast';
import { COLOURS, TEXT_ON } from '../tokens';

test('the ratio of black on white is 21 and of a colour on itself 1', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#00847e', '#00847e')).toBeCloseTo(1, 5);
});

test('white on teal passes AA, white on orange does not', () => {
  expect(contrastRatio('#ffffff', COLOURS.teal)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  expect(contrastRatio('#ffffff', COLOURS.orange)).toBeLessThan(AA_NORMAL_TEXT);
});

test.each(Object.entries(TEXT_ON))('text on %s meets AA', (background, text) => {
  expect(contrastRatio(text, COLOURS[background as keyof typeof COLOURS])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
});

test('teal links and muted text on white meet AA', () => {
  expect(contrastRatio(COLOURS.teal, COLOURS.light)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  expect(contrastRatio(COLOURS.muted, COLOURS.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
});

test('the CSS custom properties hold the same colours', () => {
  const css = readFileSync(join(__dirname, '..', 'tokens.css'), 'utf8');
  expect(css).toContain(`--fs-color-dark: ${COLOURS.dark};`);
  expect(css).toContain(`--fs-color-orange: ${COLOURS.orange};`);
  expect(css).toContain(`--fs-color-teal: ${COLOURS.teal};`);
  expect(css).toContain(`--fs-on-orange: ${TEXT_ON.orange};`);
  expect(css).toContain(`--fs-on-teal: ${TEXT_ON.teal};`);
});
