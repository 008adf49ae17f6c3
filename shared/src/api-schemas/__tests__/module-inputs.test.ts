import { MODULE_MODELS, moduleRouteName } from '@festival/shared/api-schemas/module-inputs';
import { validationResources } from '@festival/shared/i18n/resources/validation';

test('models are addressed by their spec §3 name in kebab-case', () => {
  expect(moduleRouteName('Headline')).toBe('headline');
  expect(moduleRouteName('HeroMedia')).toBe('hero-media');
  expect(moduleRouteName('VideoSelfHosted')).toBe('video-self-hosted');
  expect(moduleRouteName('FAQ')).toBe('faq');
  expect(moduleRouteName('HTML')).toBe('html');
  const names = MODULE_MODELS.map(moduleRouteName);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
});

test('every rule message exists in German and English', () => {
  expect(Object.keys(validationResources.de).sort()).toEqual(Object.keys(validationResources.en).sort());
});
