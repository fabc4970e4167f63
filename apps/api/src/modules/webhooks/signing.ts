// Standard Webhooks signatures (domain §1.5): `v1,<base64 HMAC-SHA256 of id.timestamp.body>` by the
// `standardwebhooks` library, one per secret in force, space-separated (during the 24 h after a rotation
// both the new and the previous secret sign, so a receiver may switch at any time within it). Computed for
// every attempt with that attempt's timestamp: a retry never reuses a stale signature (§3.5).
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` and 24 random bytes in base64, as Svix issues them. */
export function newWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64')}`;
}

/** The three Standard Webhooks headers of one attempt. */
export function signedHeaders(
  messageId: string,
  body: string,
  secrets: readonly string[],
  at: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
