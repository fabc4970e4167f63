// The pickup code issued at check-in for the demo or serviced bike: 6 letters and digits that cannot be
// misread (no 0/O, 1/I/L), like the booking references (create.ts).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The 6-character code the customer gives back with the demo or serviced bike. */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
