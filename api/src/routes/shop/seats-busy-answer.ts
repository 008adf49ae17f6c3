import type { FastifyReply } from 'fastify';
import type { SeatsBusyError } from '../../services/shop/seat-locks';

/** 503 with Retry-After for a seat lock not had in time, so clients try again. */
export function sendSeatsBusy(reply: FastifyReply, error: SeatsBusyError): FastifyReply {
  return reply.status(error.statusCode).header('retry-after', error.retryAfterSeconds).send({ detail: error.message });
}
