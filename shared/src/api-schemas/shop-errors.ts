/**
 * The shop's error catalogue (spec §8): the `response_code` of each refused cart or order action,
 * its HTTP status and the api's detail. The api answers with it; the shop maps codes to messages.
 */
export const SHOP_ERRORS = {
  notEnoughSeats: { code: -214, status: 409, detail: 'Not enough (connected) seats found.' },
  noReservation: { code: -204, status: 409, detail: 'No current reservation.' },
  /** Not a spec code: more tickets of one event than one cart may hold over all its prices (shop limits). */
  tooManyTickets: { code: -216, status: 409, detail: 'Too many tickets of one event for one cart.' },
  /** Not a spec code: the event's ticket sales have closed (its start, or SHOP_SALES_CLOSE_MINUTES before). */
  salesClosed: { code: -217, status: 409, detail: 'Ticket sales for this event have closed.' },
  /** Not a spec code: more tickets of one price (and time slot) than one cart may hold (shop limits). */
  tooManyOfOnePrice: { code: -218, status: 409, detail: 'Too many tickets of one price for one cart.' },
  notBookable: { code: -210, status: 404, detail: 'These tickets cannot be booked.' },
  unknownPaymentMethod: { code: -230, status: 400, detail: 'Unknown payment method.' },
  shopOffline: { code: -299, status: 503, detail: 'Webshop offline.' },
} as const;

export type ShopErrorKind = keyof typeof SHOP_ERRORS;
