// POST /api/send-email — the contact form's endpoint.
//
// Request:  Content-Type: application/json, at most 32 KiB:
//             { "name": "…", "email": "…", "subject": "…", "message": "…",
//               "website": "",          // honeypot, must stay empty (see fields.ts)
//               "shownAt": 1718000000000 } // Date.now() when the form was shown
//           name ≤ 100, email ≤ 254 and a valid address, subject ≤ 200, message ≤ 5000
//           characters, each required and trimmed; name, email and subject on one line.
// Answers:  202 { ok: true, id }  stored durably on disk, delivery follows in the background
//           (suspected spam gets the same answer and is kept in DATA_DIR/spam)
//           400 { ok: false, error, fields: { <field>: "<what is wrong>" } }
//           403 from another site's page · 413 body too large · 415 not JSON
//           429 too many messages from this client, with Retry-After (seconds)
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { newMessageId, type StoredMessage } from '../mail/message.ts';
import type { MessageStore } from '../mail/outbox.ts';
import { spamReasons } from './fields.ts';
import type { RateLimiter } from './rate-limit.ts';
import { crossSiteReason } from './same-origin.ts';
import { validateSubmission } from './validate.ts';

export const MAX_BODY_BYTES = 32 * 1024;

export interface ContactRouteOptions {
  store: MessageStore;
  /** Told about each new (non-spam) message once it is safely on disk. */
  onStored: (id: string) => void;
  limiter: RateLimiter;
  siteUrl: string;
  now: () => number;
  log: Logger;
}

export function contactRouter(options: ContactRouteOptions): Router {
  const router = new Router();
  router.post('/api/send-email', guard(options), parseJson(), async (ctx) => {
    const result = validateSubmission(ctx.request.body);
    if (!result.ok) return ctx.throw(400, result.error, { fields: result.fields });
    const { message, honeypot, shownAt } = result.submission;

    const now = options.now();
    const reasons = spamReasons(honeypot, shownAt, now);
    const stored: StoredMessage = {
      id: newMessageId(now),
      receivedAt: new Date(now).toISOString(),
      client: { ip: ctx.ip, userAgent: ctx.get('User-Agent').slice(0, 300) || undefined },
      ...message,
      ...(reasons.length > 0 ? { spamReasons: reasons } : {}),
      delivery: { attempts: 0 },
    };
    // On disk (fsynced) before the answer: a 2xx is a promise that the message is not lost.
    await options.store.accept(stored);
    if (reasons.length > 0) {
      options.log.warn('suspected spam stored aside in spam/', { id: stored.id, reasons });
    } else {
      options.log.info('message stored in outbox/', { id: stored.id });
      options.onStored(stored.id);
    }
    ctx.status = 202;
    ctx.body = { ok: true, id: stored.id };
  });
  router.all('/api/send-email', (ctx) => {
    ctx.set('Allow', 'POST');
    ctx.throw(405, 'Send the message with POST');
  });
  return router;
}

/** The checks that need no body: cheapest first, and before reading up to 32 KiB. */
function guard(options: ContactRouteOptions) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const crossSite = crossSiteReason(ctx, options.siteUrl);
    if (crossSite) {
      options.log.warn('cross-site contact request refused', { reason: crossSite });
      ctx.throw(403, 'Messages can only be sent from this site');
    }
    const limit = options.limiter.take(ctx.ip);
    if (!limit.allowed) {
      ctx.set('Retry-After', String(limit.retryAfterSeconds));
      ctx.throw(429, `Too many messages; try again in ${limit.retryAfterSeconds} seconds`);
    }
    // Checked on the header, not with ctx.is(), which says "no body" for an empty JSON post.
    if (ctx.request.type !== 'application/json') ctx.throw(415, 'Send the message as application/json');
    const length = Number(ctx.get('Content-Length') || 0);
    if (length > MAX_BODY_BYTES) ctx.throw(413, tooLarge);
    await next();
  };
}

const tooLarge = `The message is too large (at most ${MAX_BODY_BYTES / 1024} KiB)`;

function parseJson() {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: MAX_BODY_BYTES,
    onError(error, ctx) {
      // Also catches bodies sent without Content-Length (chunked) that grow past the limit.
      const status = (error as { status?: number }).status;
      if (status === 413) ctx.throw(413, tooLarge);
      if (status === 415) ctx.throw(415, 'Send the message as UTF-8 JSON');
      ctx.throw(400, 'The body is not valid JSON');
    },
  });
}
