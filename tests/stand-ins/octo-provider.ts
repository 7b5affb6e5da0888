// A stand-in for the booking provider's OCTO API on loopback, held to the specification: every
// request it gets and every answer it gives is validated against the OpenAPI document that
// @octocloud/types publishes (src/openapi.yaml), so it cannot drift from what the real provider
// speaks. A test sets what it answers (`answer`) and reads what it was asked (`calls`) and any
// departure from the specification (`violations`).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Request as ApiRequest } from 'openapi-backend';
import { parse } from 'yaml';

const SPEC_FILE = createRequire(import.meta.url).resolve('@octocloud/types/src/openapi.yaml');

/** The document as published, its paths without their trailing slash (`/availability/` is
 * `/availability` to providers, and to the site's client). */
function specification(): Document {
  const document = parse(readFileSync(SPEC_FILE, 'utf8')) as Document & { paths: Record<string, unknown> };
  document.paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [path.length > 1 ? path.replace(/\/$/, '') : path, item]),
  );
  return document;
}

export type Status = 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';

/** One departure as a test describes it; the stand-in writes the whole OCTO object. */
export interface StandInDeparture {
  /** Local start with its offset, e.g. `2027-03-28T09:00:00+02:00`. */
  start: string;
  status: Status;
  vacancies?: number | null;
  capacity?: number;
}

export type Answer =
  | {
      kind: 'departures';
      departures: (query: { productId: string; localDateStart: string }) => StandInDeparture[];
      /** How long each answer takes, as a real provider's would (the bench). */
      delayMs?: number;
    }
  | { kind: 'status'; status: 401 | 403 | 500 | 503 }
  | { kind: 'hang' };

export interface Call {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface OctoStandIn {
  url: string;
  token: string;
  answer: Answer;
  calls: Call[];
  violations: string[];
  close(): Promise<void>;
}

const TIME_ZONE = 'Europe/Rome';

function availability(departure: StandInDeparture) {
  const start = departure.start;
  const end = new Date(Date.parse(start) + 2 * 3600_000).toISOString();
  const freesale = departure.status === 'FREESALE';
  const vacancies = freesale ? null : (departure.vacancies ?? (departure.status === 'SOLD_OUT' ? 0 : 20));
  return {
    id: start,
    localDateTimeStart: start,
    localDateTimeEnd: end,
    utcCutoffAt: new Date(Date.parse(start) - 3600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
    allDay: false,
    available: departure.status !== 'SOLD_OUT' && departure.status !== 'CLOSED',
    status: departure.status,
    vacancies,
    capacity: freesale ? null : (departure.capacity ?? 24),
    maxUnits: null,
    openingHours: [],
  };
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startOctoStandIn(token = 'octo-test-key-6f1c2e'): Promise<OctoStandIn> {
  const api = new OpenAPIBackend({
    definition: specification(),
    validate: true,
    ignoreTrailingSlashes: true,
    // The document's formats (date-time, uuid, email, uri) are checked, not ignored.
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  const standIn: OctoStandIn = {
    url: '',
    token,
    answer: { kind: 'departures', departures: () => [] },
    calls: [],
    violations: [],
    close: () => Promise.resolve(),
  };
  const open = new Set<import('node:net').Socket>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await bodyOf(request);
      const path = url.pathname.replace(/^\/octo/, '');
      standIn.calls.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      const apiRequest: ApiRequest = {
        method: request.method ?? 'GET',
        path,
        headers: request.headers as Record<string, string>,
        query: Object.fromEntries(url.searchParams),
        body,
      };
      const operation = api.matchOperation(apiRequest);
      if (!operation) {
        standIn.violations.push(`${request.method} ${path}: no such operation in the OCTO specification`);
        return send(404, { error: 'NOT_FOUND', errorMessage: 'no such endpoint' });
      }
      const checked = api.validateRequest(apiRequest, operation);
      if (!checked.valid)
        standIn.violations.push(`${operation.operationId} request: ${JSON.stringify(checked.errors)}`);

      const { answer } = standIn;
      if (answer.kind === 'hang') return; // never answers (the socket is closed with the stand-in)
      if (answer.kind === 'departures' && answer.delayMs)
        await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (request.headers.authorization !== `Bearer ${token}`)
        return send(401, { error: 'UNAUTHORIZED', errorMessage: 'You did not send a valid API key' });
      if (answer.kind === 'status') {
        const error =
          answer.status === 403 ? 'FORBIDDEN' : answer.status === 401 ? 'UNAUTHORIZED' : 'INTERNAL_SERVER_ERROR';
        return send(answer.status, { error, errorMessage: 'as the test asked' });
      }
      if (operation.operationId === 'Products_GetProduct') {
        const { mock } = api.mockResponseForOperation('Products_GetProduct', { code: 200 }) as {
          mock: Record<string, unknown>;
        };
        const options = (mock.options as Array<Record<string, unknown>>).map((option, i) => ({
          ...option,
          id: i === 0 ? 'DEFAULT' : `OPTION_${i}`,
          default: i === 0,
        }));
        return reply(operation.operationId, 200, { ...mock, id: path.split('/').pop(), timeZone: TIME_ZONE, options });
      }
      if (operation.operationId === 'Availabilities_AvailabilityCheck') {
        const query = body as { productId: string; localDateStart: string };
        return reply(operation.operationId, 200, answer.departures(query).map(availability));
      }
      return send(404, { error: 'NOT_FOUND', errorMessage: `the stand-in does not answer ${operation.operationId}` });
    })().catch((error: unknown) => {
      standIn.violations.push(`stand-in failed: ${String(error)}`);
      send(500, { error: 'INTERNAL_SERVER_ERROR', errorMessage: String(error) });
    });

    function reply(operationId: string, status: number, payload: unknown): void {
      const checked = api.validateResponse(payload, operationId, status);
      if (!checked.valid) standIn.violations.push(`${operationId} answer: ${JSON.stringify(checked.errors)}`);
      send(status, payload);
    }
    function send(status: number, payload: unknown): void {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Octo-Capabilities': '' });
      response.end(JSON.stringify(payload));
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/octo`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    });
  return standIn;
}
