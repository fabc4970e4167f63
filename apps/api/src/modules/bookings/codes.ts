// The short codes of a booking: its reference (BK-XXXXXX, what customers quote) and the pickup code issued
// at check-in. Letters and digits that cannot be misread (no 0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A new booking reference; unique in practice (31⁶ ≈ 887 million), the column's constraint guards the rest. */
export function newBookingReference(): string {
  return `BK-${randomCode(6)}`;
}

/** The 6-character code the customer gives back with the demo or serviced bike. */
export function newPickupCode(): string {
  return randomCode(6);
}
