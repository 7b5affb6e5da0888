// Live departures, kind to the provider and to the visitor: one request per product in flight
// however many visitors ask; answers kept fresh for `freshMs`, then served stale (with their
// age) while one refresh runs; after `failuresToPause` failures in a row the provider is left
// alone for `pauseMs`; a refused key (401/403) is logged once, clearly. While nothing is known,
// `next` waits for the one refresh in flight (the product, then its availability, each call at
// most the client's timeout) and answers undefined if it fails. Only the island that asks
// waits: no page's HTML waits for the provider.
import { MAX_DEPARTURES, TOURS_TIME_ZONE, type Departure, type DeparturesReply } from '../../src/lib/departures-api.ts';
import { localDate } from '../../src/lib/departure-time.ts';
import type { Logger } from '../log.ts';
import { OctoError, type OctoAvailability, type OctoClient, type OctoProduct } from './octo-client.ts';
import type { DepartureStore, Kept } from './store.ts';

export interface DeparturesOptions {
  client: OctoClient;
  store: DepartureStore;
  log: Logger;
  now?: () => number;
  /** site.yaml `booking.fewPlacesLeft`: fewer places left than this or as many are said. */
  fewPlacesLeft: number;
  freshMs?: number;
  /** Older than this, kept figures are not shown even while the provider is down. */
  staleMs?: number;
  failuresToPause?: number;
  pauseMs?: number;
  /** How many days ahead to look (today included). */
  days?: number;
}

/** A product's options and time zone change rarely: asked again after this long. */
const PRODUCT_MS = 60 * 60 * 1000;

export class Departures {
  private readonly inFlight = new Map<string, Promise<Kept>>();
  private readonly products = new Map<string, { product: OctoProduct; at: number }>();
  private failures = 0;
  private pausedUntil = 0;
  private keyRefusedLogged = false;
  /** The shared cache (Redis) failed and that was logged; logged again only after it recovered. */
  private cacheTroubleLogged = false;
  private readonly now: () => number;
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly failuresToPause: number;
  private readonly pauseMs: number;
  private readonly days: number;

  constructor(private readonly options: DeparturesOptions) {
    this.now = options.now ?? Date.now;
    this.freshMs = options.freshMs ?? 60_000;
    this.staleMs = options.staleMs ?? 10 * 60_000;
    this.failuresToPause = options.failuresToPause ?? 3;
    this.pauseMs = options.pauseMs ?? 60_000;
    this.days = options.days ?? 7;
  }

  /** The next departures of a product, or undefined while none are known. */
  async next(productId: string): Promise<DeparturesReply | undefined> {
    const stored = await this.options.store.get(productId).then(
      (value) => {
        this.cacheTroubleLogged = false;
        return value;
      },
      (error: unknown) => {
        this.cacheTrouble('read', error);
        return undefined;
      },
    );
    const kept = stored && this.now() - stored.at < this.staleMs ? stored : undefined;
    if (kept && this.now() - kept.at < this.freshMs) return this.reply(kept);
    const refreshed = this.refresh(productId);
    if (kept) {
      refreshed.catch(() => {}); // reported in refresh; the visitor gets what is kept
      return this.reply(kept);
    }
    return refreshed.then(
      (fresh) => this.reply(fresh),
      () => undefined,
    );
  }

  private reply(kept: Kept): DeparturesReply {
    const now = this.now();
    const departures: Departure[] = kept.departures
      .filter((departure) => Date.parse(departure.start) > now)
      .slice(0, MAX_DEPARTURES);
    return { departures, age: Math.max(0, Math.round((now - kept.at) / 1000)) };
  }

  private refresh(productId: string): Promise<Kept> {
    const running = this.inFlight.get(productId);
    if (running) return running;
    const refresh = this.ask(productId).finally(() => this.inFlight.delete(productId));
    this.inFlight.set(productId, refresh);
    return refresh;
  }

  private async ask(productId: string): Promise<Kept> {
    if (this.now() < this.pausedUntil) throw new OctoError('paused after repeated failures');
    try {
      const product = await this.product(productId);
      const option = product.options.find((candidate) => candidate.default) ?? product.options[0];
      if (!option) throw new OctoError(`product ${productId} has no option`);
      const timeZone = product.timeZone ?? TOURS_TIME_ZONE;
      const localDateStart = localDate(this.now(), timeZone);
      const availabilities = await this.options.client.availability({
        productId,
        optionId: option.id,
        localDateStart,
        localDateEnd: addDays(localDateStart, this.days - 1),
      });
      const kept: Kept = { at: this.now(), departures: departuresOf(availabilities, this.options.fewPlacesLeft) };
      this.failures = 0;
      await this.options.store.set(productId, kept).catch((error: unknown) => this.cacheTrouble('written', error));
      return kept;
    } catch (error) {
      this.failed(productId, error);
      throw error;
    }
  }

  /** Without its cache each instance asks the provider itself: worth one line, not one a request. */
  private cacheTrouble(what: 'read' | 'written', error: unknown): void {
    if (this.cacheTroubleLogged) return;
    this.cacheTroubleLogged = true;
    this.options.log.warn(`departures: the cache could not be ${what}; asking the provider meanwhile`, {
      error: String(error),
    });
  }

  private async product(id: string): Promise<OctoProduct> {
    const known = this.products.get(id);
    if (known && this.now() - known.at < PRODUCT_MS) return known.product;
    const product = await this.options.client.product(id);
    this.products.set(id, { product, at: this.now() });
    return product;
  }

  private failed(productId: string, error: unknown): void {
    const status = error instanceof OctoError ? error.status : undefined;
    if (status === 401 || status === 403) {
      if (!this.keyRefusedLogged)
        this.options.log.error(
          `departures: the provider refused OCTO_API_TOKEN (${status}); check the key. No departures are shown meanwhile`,
          { productId },
        );
      this.keyRefusedLogged = true;
    } else {
      this.options.log.warn('departures: the provider did not answer', { productId, error: String(error) });
    }
    this.failures += 1;
    if (this.failures >= this.failuresToPause) {
      this.pausedUntil = this.now() + this.pauseMs;
      this.failures = 0;
      this.options.log.warn('departures: the provider is left alone for a while', { seconds: this.pauseMs / 1000 });
    }
  }
}

/** What the visitor may be told: closed departures left out, sold-out ones as such, the number
 * of places only when few are left. */
export function departuresOf(availabilities: readonly OctoAvailability[], fewPlacesLeft: number): Departure[] {
  return availabilities
    .filter((availability) => availability.status !== 'CLOSED' && !availability.allDay)
    .map((availability): Departure => {
      const soldOut = availability.status === 'SOLD_OUT' || !availability.available || availability.vacancies === 0;
      if (soldOut) return { start: availability.localDateTimeStart, status: 'sold-out' };
      const places = availability.status === 'FREESALE' ? null : availability.vacancies;
      return places !== null && places <= fewPlacesLeft
        ? { start: availability.localDateTimeStart, status: 'available', placesLeft: places }
        : { start: availability.localDateTimeStart, status: 'available' };
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
