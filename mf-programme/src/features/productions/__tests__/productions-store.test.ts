import { createProductionsStore, productionsQuery, productionsSource } from '../stores/productions-store';

test('each filter option list loads once; a failed list loads again on the next call', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const options = jest.fn(async (key: string) => {
    if (key === 'tag' && options.mock.calls.filter(([called]) => called === 'tag').length === 1) throw new Error('500');
    return [{ id: 1, name: key }];
  });
  const store = createProductionsStore(options);
  await store.getState().loadOptions('de');
  expect(store.getState().options).toEqual({ season: [{ id: 1, name: 'season' }], exhibition_type: [{ id: 1, name: 'exhibition_type' }], tag: null });
  expect(store.getState().optionsFailed.tag).toBe(true);
  await store.getState().loadOptions('de');
  await store.getState().loadOptions('de');
  expect(options.mock.calls.map(([key]) => key).sort()).toEqual(['exhibition_type', 'season', 'tag', 'tag']);
  expect(store.getState().options.tag).toEqual([{ id: 1, name: 'tag' }]);
  expect(store.getState().optionsLoading).toEqual({ season: false, exhibition_type: false, tag: false });
});

test('the query carries set filters and the date as DD-MM-YYYY', () => {
  expect(productionsQuery({ season: null, exhibition_type: 4, tag: null }, null)).toEqual({ exhibition_type: '4' });
  expect(productionsQuery({ season: 1, exhibition_type: null, tag: 2 }, '2027-01-05')).toEqual({ season: '1', tag: '2', date: '05-01-2027' });
});

test('each filter and day in each language is a list of its own, loaded with its query', () => {
  const fetch = jest.fn().mockReturnValue(new Promise(() => undefined));
  const none = { season: null, exhibition_type: null, tag: null };
  const tagged = productionsSource({ ...none, tag: 2 }, '2027-01-05', 'en', fetch);
  expect(tagged.key).not.toBe(productionsSource(none, '2027-01-05', 'en', fetch).key);
  expect(tagged.key).not.toBe(productionsSource({ ...none, tag: 2 }, '2027-01-05', 'de', fetch).key);
  const signal = new AbortController().signal;
  void tagged.fetchPage(2, signal);
  expect(fetch).toHaveBeenCalledWith({ tag: '2', date: '05-01-2027' }, 2, 'en', signal);
});
