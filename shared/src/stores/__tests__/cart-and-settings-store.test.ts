import { mockFetch } from '../../testing/mock-fetch';
import { useCartStore } from '../cart-store';
import { isShopOffline, useSettingsStore } from '../settings-store';

test('the cart count comes from the cartAmount cookie; anything but a positive number is 0', () => {
  document.cookie = 'cartAmount=4; path=/';
  document.cookie = 'cartUrl=https%3A%2F%2Fshop.example%2Fcart; path=/';
  useCartStore.getState().refresh();
  expect(useCartStore.getState()).toMatchObject({ count: 4, url: 'https://shop.example/cart' });
  document.cookie = 'cartAmount=abc; path=/';
  useCartStore.getState().refresh();
  expect(useCartStore.getState().count).toBe(0);
});

test('settings load once from the unscoped path; the shop flag decides "offline"', async () => {
  const fetch = mockFetch({
    '/pageeditor-api/settings': {
      is_site_online: true, is_shop_online: false, html_footer_logos: { code: '' }, html_footer_top: { code: '' },
      html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {},
    },
  });
  await Promise.all([useSettingsStore.getState().load(), useSettingsStore.getState().load()]);
  await useSettingsStore.getState().load();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(isShopOffline(useSettingsStore.getState())).toBe(true);
  expect(isShopOffline({ settings: null })).toBe(false);
});
