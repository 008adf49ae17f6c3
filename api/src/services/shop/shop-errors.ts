/**
 * The shop's error catalogue (spec §8): the codes the booking widget maps to its messages.
 * Every refused cart or order action throws a ShopError; the shop routes answer it as
 * `{ detail, response_code }` with its HTTP status.
 */
export const SHOP_ERRORS = {
  notEnoughSeats: { code: -214, status: 409, detail: 'Not enough (connected) seats found.' },
  noReservation: { code: -204, status: 409, detail: 'No current reservation.' },
  /** More tickets than one cart may hold of one price or one event (shop limits). */
  tooManyTickets: { code: -216, status: 409, detail: 'Too many tickets for one cart.' },
  notBookable: { code: -210, status: 404, detail: 'These tickets cannot be booked.' },
  unknownPaymentMethod: { code: -230, status: 400, detail: 'Unknown payment method.' },
  shopOffline: { code: -299, status: 503, detail: 'Webshop offline.' },
} as const;

export type ShopErrorKind = keyof typeof SHOP_ERRORS;

export class ShopError extends Error {
  readonly statusCode: number;
  readonly responseCode: number;

  constructor(kind: ShopErrorKind, detail?: string) {
    const entry = SHOP_ERRORS[kind];
    super(detail ?? entry.detail);
    this.statusCode = entry.status;
    this.responseCode = entry.code;
  }
}
