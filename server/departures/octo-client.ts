// The booking provider's OCTO API, as much of it as live departures need: a product's options
// and time zone (GET /products/{id}) and its availability over some days (POST /availability),
// with the Bearer key of OCTO_API_TOKEN. Each call gives up after `timeoutMs`.

/** What the site reads of an OCTO product. */
export interface OctoProduct {
  id: string;
  timeZone?: string;
  options: Array<{ id: string; default: boolean }>;
}

export type OctoStatus = 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';

/** What the site reads of an OCTO availability. */
export interface OctoAvailability {
  id: string;
  localDateTimeStart: string;
  allDay: boolean;
  available: boolean;
  status: OctoStatus;
  vacancies: number | null;
}

export interface OctoAvailabilityQuery {
  productId: string;
  optionId: string;
  /** YYYY-MM-DD, in the product's time zone. */
  localDateStart: string;
  localDateEnd: string;
}

export interface OctoClient {
  product(id: string): Promise<OctoProduct>;
  availability(query: OctoAvailabilityQuery): Promise<OctoAvailability[]>;
}

/** A call that failed: `status` is the provider's answer, undefined when none came in time. */
export class OctoError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OctoError';
  }
}

export interface OctoClientOptions {
  url: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function octoClient({ url, token, timeoutMs, fetch: fetchImpl = fetch }: OctoClientOptions): OctoClient {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          // Required by the specification: the capabilities asked for (none: the core is enough).
          'Octo-Capabilities': '',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new OctoError(
        timedOut ? `${method} ${path}: no answer within ${timeoutMs} ms` : `${method} ${path}: ${String(error)}`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new OctoError(`${method} ${path} answered ${response.status}`, response.status);
    }
    return (await response.json()) as T;
  }
  return {
    product: (id) => call<OctoProduct>('GET', `/products/${encodeURIComponent(id)}`),
    availability: (query) => call<OctoAvailability[]>('POST', '/availability', query),
  };
}
