import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { MODULE_INPUTS, MODULE_MODELS } from '@festival/shared/api-schemas/module-inputs';
import { schemaErrors, validateModule } from '@festival/shared/validation/module-rules';
import { moduleValues, newItemValues, newModuleValues } from '../model/module-values';

test('a new module of every model has every field its write schema asks for', () => {
  for (const model of MODULE_MODELS) {
    const values = newModuleValues(model);
    expect({ model, fields: Object.keys(values).sort() }).toEqual({ model, fields: Object.keys(MODULE_INPUTS[model].properties).sort() });
    const wrongType = schemaErrors(MODULE_INPUTS[model], values).filter((error) => error.message === 'invalid');
    expect({ model, wrongType }).toEqual({ model, wrongType: [] });
  }
});

test('a new headline starts at level 2 and only needs its text', () => {
  expect(validateModule('Headline', newModuleValues('Headline'))).toEqual([{ field: 'content', message: 'required' }]);
});

test('a stored module becomes the body that replaces it: alt and copyright from image_obj, items field by field', () => {
  const module = {
    id: 7, slug: 'teaser-list-7', model: 'TeaserList', extra_class: 'list',
    children: [{
      image: '/media/a.jpg', image_obj: { url: '/media/a.jpg', alt: 'Bühne', copyright: 'Foto: K.' }, image_thumbnails: null,
      preline: '', headline: 'Lesung', subline: '', text: '', link_text: 'Mehr', link: '/de/programm', online_from: null, online_to: null, is_online: true,
    }],
  } as unknown as PageModule;
  const values = moduleValues(module);
  expect(values).toEqual({
    extra_class: 'list',
    children: [{
      image: '/media/a.jpg', image_alt: 'Bühne', image_copyright: 'Foto: K.', preline: '', headline: 'Lesung', subline: '', text: '',
      link_text: 'Mehr', link: '/de/programm', online_from: null, online_to: null,
    }],
  });
  expect(validateModule('TeaserList', values)).toEqual([]);
});

test('a highlight teaser is written with the ids of its categories', () => {
  const module = { id: 3, slug: 'h', model: 'HighlightTeaser', categories: [{ id: 4, name: 'A', style_name: '', slug: 'a' }], article_objs: [] } as unknown as PageModule;
  expect(moduleValues(module)).toEqual({ category_ids: [4] });
});

test('a new FAQ entry has a title and content', () => {
  expect(newItemValues('FAQ', 'children')).toEqual({ title: '', content: '' });
});
