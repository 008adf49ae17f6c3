import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { formatPrice, isFreePrice } from '@festival/shared/format/price';
import { startsLater, type SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/** Spec §2 sticky navigation: the booking button jumps to the page's booking widget. */

async function eventWithPrices(site: SiteData): Promise<EventDetail> {
  const days = await site.json<EventDayPage>('/de/api/events/?page_size=10');
  for (const card of days.results.flatMap((day) => day.events).filter(startsLater)) {
    const event = await site.json<EventDetail>(`/de/api/events/${card.id}/`);
    if (event.prices.some((price) => !isFreePrice(price.price))) return event;
  }
  throw new Error('no listed event has a price above zero');
}

test('an event with prices offers "Tickets buchen ab …"; the button scrolls to the widget and focuses it', async ({ page, site }) => {
  const event = await eventWithPrices(site);
  const lowest = Math.min(...event.prices.map((price) => Number(price.price)).filter((amount) => amount > 0));
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(event.link);

  const button = page.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('button', { name: `Tickets buchen ab ${formatPrice(lowest)}` });
  await expect(button).toBeVisible();
  await button.click();
  const tickets = page.locator('#booking');
  await expect(tickets).toBeFocused();
  await expect(tickets).toBeInViewport();

  await page.goto('/de');
  await expect(page.getByRole('button', { name: /Tickets buchen/ })).toHaveCount(0);
});
