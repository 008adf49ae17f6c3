import { fakeResponse } from '@festival/shared/testing/mock-fetch';
import { fetchRemotesJson } from '../remotes-json';

test('keeps the known remotes with an address and nothing else', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(
    fakeResponse(200, { mf_programme: 'https://x/mf-manifest.json', mf_shop: '', other: 'https://y/mf-manifest.json' }),
  );
  await expect(fetchRemotesJson(fetchImpl)).resolves.toEqual({ mf_programme: 'https://x/mf-manifest.json' });
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
});

test('an error answer is an error', async () => {
  await expect(fetchRemotesJson(jest.fn().mockResolvedValue(fakeResponse(500, {})))).rejects.toThrow('/remotes.json answered 500');
});
