// POST /api/send-email — the contact form's endpoint. The request and answers are specified in
// src/lib/contact-api.ts; this file checks them in order, cheapest first:
//   shutting down → 503 · another site's page → 403 · client over a quota → 429 (a request with
//   an Idempotency-Key, which may be a repeat, over the invalid quota only) ·
//   wrong type / too large / not JSON / invalid fields → 415 / 413 / 400 (these spend the
//   separate, larger "invalid" quota, see rate-limit.ts) · a message already stored under its
//   Idempotency-Key → 202 with its id, for a point of the "invalid" quota (repeats.ts) · then
//   one point of the contact quota (a keyed request, read over it as it may be a repeat, is then
//   refused for a point of the "invalid" quota), and the message is stored (fsynced) before the
//   202.
// The same form sent without script (application/x-www-form-urlencoded, with the page's `lang`)
// goes through the same checks; it is answered with a 303 to the thank-you page in its language,
// or, when refused, with the contact page again holding everything the visitor typed.
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import {
  CONTACT_API_PATH,
  DEFAULT_RETRY_SECONDS,
  MAX_BODY_BYTES,
  MESSAGE_FIELDS,
  type FieldCode,
  type FormReply,
} from '../../src/lib/contact-api.ts';
import { defaultLanguage, localPath, siteLanguages } from '../../src/lib/languages.ts';
import type { Logger } from '../log.ts';
import { newMessageId, type StoredMessage } from '../mail/message.ts';
import type { MessageStore } from '../mail/outbox.ts';
import { clientKey } from './client-key.ts';
import { spamReasons } from './fields.ts';
import type { ClientLimiter, RateLimits } from './rate-limit.ts';
import { bareFormPage, type FormPage } from './form-page.ts';
import { repeatKey, type Repeats } from './repeats.ts';
import { crossSiteReason } from './same-origin.ts';
import { validateSubmission } from './validate.ts';

export interface ContactRouteOptions {
  store: MessageStore;
  /** Told about each new (non-spam) message once it is safely on disk. */
  onStored: (id: string) => void;
  /** Messages already stored, by their Idempotency-Key and text. */
  repeats: Repeats;
  limits: Pick<RateLimits, 'contact' | 'invalid'>;
  isAllowedOrigin: (origin: string) => boolean;
  /** False once shutdown has begun: new messages are refused (503) while the rest drains. */
  accepting: () => boolean;
  now: () => number;
  log: Logger;
  /** The contact page with a reply, for forms sent without script (none: they get JSON). */
  formPage?: (lang: string, reply: FormReply) => Promise<FormPage>;
  /** The CSP of such a page, from its inline code's hashes. */
  contentSecurityPolicy: (page: FormPage) => string;
}

const INVALID_STATUSES = new Set([400, 413, 415]);
const tooLarge = `The message is too large (at most ${MAX_BODY_BYTES / 1024} KiB)`;

export function contactRouter(options: ContactRouteOptions): Router {
  const router = new Router();
  router.post(
    CONTACT_API_PATH,
    formReplies(options),
    guard(options),
    countInvalid(options.limits.invalid),
    checkType,
    parseBody(),
    async (ctx) => {
      const result = validateSubmission(ctx.request.body, { timed: !isForm(ctx) });
      if (!result.ok) {
        const fields = Object.keys(result.fields).length > 0 ? result.fields : undefined;
        return ctx.throw(400, result.error, { code: fields ? 'invalid_fields' : 'invalid_body', fields });
      }
      const key = repeatKey(ctx.get('Idempotency-Key'), result.submission);
      if (key instanceof Error) return ctx.throw(400, key.message);
      const earlier = key && (await options.repeats.find(key));
      if (earlier) {
        // Not a new message, so not the contact quota's; but a point of the larger one, so that
        // one request replayed without end is refused like any other flood.
        await spend(ctx, options.limits.invalid);
        options.log.info('message sent again: already stored', { id: earlier });
        return accepted(ctx, earlier);
      }
      const limit = await options.limits.contact.take(clientKey(ctx.ip));
      if (!limit.allowed) {
        // A keyed request's body is read over the contact quota, as it may be a repeat: refused,
        // it costs a point of the invalid quota, so a flood of them is soon refused unread.
        if (key) await options.limits.invalid.take(clientKey(ctx.ip));
        refuse(ctx, limit.retryAfterSeconds);
      }
      const { message, honeypot, shownAt, origin } = result.submission;

      const now = options.now();
      const reasons = spamReasons(honeypot, shownAt, now);
      const stored: StoredMessage = {
        id: newMessageId(now),
        receivedAt: new Date(now).toISOString(),
        client: { ip: ctx.ip, userAgent: ctx.get('User-Agent').slice(0, 300) || undefined },
        ...message,
        ...(Object.keys(origin).length > 0 ? { origin } : {}),
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
      if (key) await options.repeats.remember(key, stored.id);
      accepted(ctx, stored.id);
    },
  );
  router.all(CONTACT_API_PATH, (ctx) => {
    ctx.set('Allow', 'POST');
    ctx.throw(405, 'Send the message with POST');
  });
  return router;
}

/** A stored message's answer: its id, or the thank-you page for a form sent without script. */
function accepted(ctx: Context, id: string): void {
  if (isForm(ctx)) {
    ctx.status = 303;
    ctx.redirect(localPath(formLanguage(ctx), '/contact/sent'));
  } else {
    ctx.status = 202;
    ctx.body = { ok: true, id };
  }
}

/** The checks that need no body, before reading up to MAX_BODY_BYTES. */
function guard(options: ContactRouteOptions) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!options.accepting()) {
      ctx.set('Retry-After', '10');
      ctx.throw(503, 'The server is restarting; send the message again in a few seconds', { expose: true });
    }
    const crossSite = crossSiteReason(ctx, options.isAllowedOrigin);
    if (crossSite) {
      options.log.warn('cross-site contact request refused', { reason: crossSite });
      ctx.throw(403, 'Messages can only be sent from this site');
    }
    // A client over either quota is refused before its body is read; but a message sent again
    // (Idempotency-Key) may be one already stored, which is answered even over the contact quota.
    const key = clientKey(ctx.ip);
    const again = ctx.get('Idempotency-Key') !== '';
    for (const limiter of again ? [options.limits.invalid] : [options.limits.invalid, options.limits.contact]) {
      const limit = await limiter.check(key);
      if (!limit.allowed) refuse(ctx, limit.retryAfterSeconds);
    }
    await next();
  };
}

/** Refused requests spend a point of the "invalid" quota, never of the contact quota. */
function countInvalid(invalid: ClientLimiter) {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== undefined && INVALID_STATUSES.has(status)) await invalid.take(clientKey(ctx.ip));
      throw error;
    }
  };
}

const isForm = (ctx: Context) => Boolean(ctx.is('application/x-www-form-urlencoded'));

/** The language a form was sent from (its hidden `lang` field), for the page that answers it. */
function formLanguage(ctx: Context): string {
  const lang = (ctx.request.body as Record<string, unknown> | undefined)?.lang;
  return siteLanguages.find(({ code }) => code === lang)?.code ?? defaultLanguage.code;
}

/**
 * A form sent without script is answered with a page, never JSON: refused, it gets the contact
 * page again with what the visitor typed and why (the fields, the wait, or the generic error).
 * Another site's form (403) gets nothing of ours.
 */
function formReplies({ formPage, contentSecurityPolicy, log }: ContactRouteOptions) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!isForm(ctx) || !formPage) {
      await next();
      return;
    }
    try {
      await next();
    } catch (error) {
      const { status = 500, fields } = error as { status?: number; fields?: Record<string, { code: FieldCode }> };
      if (status === 403) throw error;
      // Refused before its body was read (429, 503): it is read now, within the same size limit.
      if (ctx.request.body === undefined) await parseBody()(ctx, async () => {}).catch(() => undefined);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const errors: FormReply['errors'] = Object.fromEntries(
        MESSAGE_FIELDS.flatMap((field) => (fields?.[field] ? [[field, fields[field].code]] : [])),
      );
      const reply: FormReply = {
        values: Object.fromEntries(MESSAGE_FIELDS.map((field) => [field, text(body[field])])) as FormReply['values'],
        errors,
        ...(status === 429 ? { waitSeconds: Number(ctx.response.get('Retry-After')) || DEFAULT_RETRY_SECONDS } : {}),
        // Refused for no field the visitor can see (a body too large, a tampered hidden field, the
        // server restarting): the general error, which gives the address to write to instead.
        ...(status !== 429 && Object.keys(errors).length === 0 ? { failed: true } : {}),
      };
      if (status >= 500 && status !== 503) log.error('contact form sent without script refused', { status, error });
      const lang = formLanguage(ctx);
      const page = await formPage(lang, reply).catch((renderError: unknown) => {
        log.error('contact page could not be rendered: the bare form answers instead', { error: renderError });
        return bareFormPage(lang, reply);
      });
      ctx.status = status;
      ctx.type = 'html';
      // Kept by the visitor's own browser alone, and never reused for a new request: with it, Back
      // from the thank-you page shows this page again (a history entry is shown from the browser's
      // cache), where without it (`no-store`) the browser would ask to send the refused form again.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('Content-Security-Policy', contentSecurityPolicy(page));
      ctx.body = page.html;
    }
  };
}

async function checkType(ctx: Context, next: Next): Promise<void> {
  // ctx.is() compares as HTTP says (case-insensitive, parameters such as charset allowed) and
  // answers null for a request without a body: that one goes on to a 400 naming the fields.
  if (ctx.is('application/json', 'application/x-www-form-urlencoded') === false)
    ctx.throw(415, 'Send the message as application/json');
  const length = Number(ctx.get('Content-Length') || 0);
  if (length > MAX_BODY_BYTES) ctx.throw(413, tooLarge);
  await next();
}

async function spend(ctx: Context, limiter: ClientLimiter): Promise<void> {
  const limit = await limiter.take(clientKey(ctx.ip));
  if (!limit.allowed) refuse(ctx, limit.retryAfterSeconds);
}

function refuse(ctx: Context, seconds: number): never {
  ctx.set('Retry-After', String(seconds));
  return ctx.throw(429, `Too many messages; try again in ${seconds} seconds`);
}

function parseBody() {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: MAX_BODY_BYTES,
    formLimit: MAX_BODY_BYTES,
    onError(error, ctx) {
      // Also catches bodies sent without Content-Length (chunked) that grow past the limit.
      const status = (error as { status?: number }).status;
      if (status === 413) ctx.throw(413, tooLarge);
      if (status === 415) ctx.throw(415, 'Send the message as UTF-8 JSON');
      ctx.throw(400, 'The body is not valid JSON', { code: 'invalid_json' });
    },
  });
}
