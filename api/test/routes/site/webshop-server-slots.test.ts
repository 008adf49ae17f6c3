import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { ShopCalendar, ShopCalendarEvent } from '@festival/shared/api-schemas/shop';
import { escaped, routeData, slotHtml, useServerRenderingApp } from '../../helpers/server-documents';

const { t, apiJson } = useServerRenderingApp('mf-shop');

/** The first month from now on whose calendar has a ticketed event, and that event. */
async function calendarWithEvent(): Promise<{ calendar: ShopCalendar; event: ShopCalendarEvent }> {
  let calendar = await apiJson<ShopCalendar>('/de/api/shop-calendar/');
  for (let months = 0; months < 12; months += 1) {
    const event = calendar.days.flatMap((day) => day.events)[0];
    if (event) return { calendar, event };
    calendar = await apiJson<ShopCalendar>(`/de/api/shop-calendar/?month=${calendar.next}`);
  }
  throw new Error('no ticketed event within a year');
}

test('the shop calendar document holds the month and its events, rendered by the shop inside the webshop layout', async () => {
  const { calendar, event } = await calendarWithEvent();
  const res = await t.app.inject({ url: `/webshop/calendar?month=${calendar.month}`, headers: { 'accept-language': 'de' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(slotHtml(res.body)).toContain(`>${escaped(event.title)}</a>`);
  const { slot } = routeData(res.body);
  expect(slot?.module).toBe('mf_shop/webshop-page');
  expect(slot?.data).toEqual({ key: `calendar:${calendar.month}`, calendar });
});

test('an event of the webshop arrives with its title; an unknown one with the not-found text and status 404, not indexed', async () => {
  const { event } = await calendarWithEvent();
  const detail = await apiJson<EventDetail>(`/de/api/shop-events/${event.ticket_url.split('/').pop()}/`);
  const res = await t.app.inject({ url: event.ticket_url, headers: { 'accept-language': 'de' } });
  expect(slotHtml(res.body)).toContain(`<h1 id="sp-event-title" class="sp-title">${escaped(detail.title || detail.name)}</h1>`);

  const unknown = await t.app.inject({ url: '/webshop/events/2147483647', headers: { 'accept-language': 'en' } });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('<meta name="robots" content="noindex');
  expect(slotHtml(unknown.body)).toContain('Event not found');
});

test('a path no webshop page answers is the webshop\'s not-found page with status 404', async () => {
  const res = await t.app.inject({ url: '/webshop/foo/bar/baz', headers: { 'accept-language': 'en' } });
  expect(res.statusCode).toBe(404);
  expect(slotHtml(res.body)).toContain('Page not found');
});

test.each(['/webshop/cart', '/webshop/checkout', '/webshop/orders/K7P2M9QX'])('%s, which is the visitor\'s own, comes with the chrome and renders in the browser', async (url) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(slotHtml(res.body)).toBeNull();
  expect(routeData(res.body).slot).toBeNull();
});
