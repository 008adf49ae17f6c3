import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out at the box office. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newOrderCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are typed by hand: case and spaces do not matter. */
export function normaliseOrderCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
