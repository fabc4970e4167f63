// Image captchas: the answer is drawn as SVG paths (no text for a script to read) and only its hash is
// stored. Each one is single use and short-lived; checking it, right or wrong, uses it up.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { hashSecret, sameHash } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { captchas } from '../../db/schema.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L); answers ignore case. */
const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The package renders a given text through its default export, which its typings leave out. */
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

/** 4 or 5 characters from a cryptographic source (the package's own text uses Math.random). */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)]).join('');
}

export async function issueCaptcha(
  db: Database,
  ip: string,
  text: string,
  now = new Date(),
): Promise<{ uuid: string; img: string }> {
  const svg = renderSvg(text, { width: 150, height: 50, fontSize: 50, noise: 3, background: '#f2f5fa' });
  const [row] = await db
    .insert(captchas)
    .values({
      answerHash: hashSecret(text.toLowerCase()),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    })
    .returning({ id: captchas.id });
  if (!row) throw new Error('captcha not written');
  return { uuid: row.id, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Whether `answer` solves the captcha; one conditional UPDATE marks it used, so it never counts twice. */
export async function consumeCaptcha(
  db: Database,
  uuid: string,
  answer: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, uuid), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && sameHash(row.answerHash, hashSecret(answer.toLowerCase()));
}
