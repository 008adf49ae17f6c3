import { RemoteUnavailableError } from '../../runtime-plugins/load-error-plugin';
import { createFederationLoader, type FederationDeps } from '../federation-loader';

const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const remotes = { mf_programme: 'https://cdn.example/mf-programme/mf-manifest.json', mf_shop: 'https://cdn.example/mf-shop/mf-manifest.json' };

function deps(overrides: Partial<FederationDeps> = {}): FederationDeps {
  return { fetchRemotes: jest.fn().mockResolvedValue(remotes), register: jest.fn(), load: jest.fn().mockResolvedValue(parcel), ...overrides };
}

test('reads remotes.json once, registers it, then loads parcels by id', async () => {
  const d = deps();
  const federation = createFederationLoader(d);
  await federation.start();
  await expect(federation.load('mf_programme/programme-page')).resolves.toBe(parcel);
  await expect(federation.load('mf_shop/booking-widget')).resolves.toBe(parcel);
  expect(d.fetchRemotes).toHaveBeenCalledTimes(1);
  expect(d.register).toHaveBeenCalledWith(remotes);
  expect(d.load).toHaveBeenCalledWith('mf_programme/programme-page');
});

test('a remote missing from remotes.json is unavailable without asking the runtime', async () => {
  const d = deps();
  const { load } = createFederationLoader(d);
  await expect(load('mf_editor/cms-hub')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(d.load).not.toHaveBeenCalled();
});

test('a module without parcel lifecycles is unavailable', async () => {
  const { load } = createFederationLoader(deps({ load: jest.fn().mockResolvedValue({ default: () => null }) }));
  await expect(load('mf_programme/event-detail')).rejects.toThrow(/no parcel lifecycles/);
});

test('a failed remotes.json is fetched again on the next load', async () => {
  const fetchRemotes = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(remotes);
  const d = deps({ fetchRemotes });
  const { load } = createFederationLoader(d);
  await expect(load('mf_programme/programme-page')).rejects.toThrow('503');
  await expect(load('mf_programme/programme-page')).resolves.toBe(parcel);
  expect(fetchRemotes).toHaveBeenCalledTimes(2);
  expect(d.register).toHaveBeenCalledTimes(1);
});

test('start reports a failing remotes.json instead of throwing', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(createFederationLoader(deps({ fetchRemotes: jest.fn().mockRejectedValue(new Error('down')) })).start()).resolves.toBeUndefined();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
