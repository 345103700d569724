/**
 * The fake backend over real HTTP (`npm run api`, scripts/api.ts): the same
 * routes, latency and failure switches as in the browser, through Node's own
 * http. Bad input gets a 4xx JSON error; nothing a client sends can stop it.
 * Never part of the shop's bundle.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readOutbox } from '../backend/accounts/outbox';
import { allowedMethods } from '../backend/routes';
import { respond, type WireRequest } from '../server';
import { DEV_SERVER_ORIGINS } from './allowedOrigins';

export { readAllowedOrigins } from './allowedOrigins';

/** Bodies are a login or a cart: a few kB. Anything past this is refused. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Methods with a JSON body. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Whether the request carries a body: a DELETE may ('Excluir minha conta' sends the password), and usually does not. */
const carriesBody = (req: IncomingMessage) =>
  WITH_BODY.has(req.method ?? '') ||
  (req.method === 'DELETE' &&
    (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0));

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * CORS: only pages from an allowed origin may read the answers in a browser
 * (another site's page gets no CORS header, so its browser keeps the answer
 * from it). The session's secret travels in a header, never a cookie. The
 * checkout sends an Idempotency-Key; If-Match is for versioned writes.
 */
function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const { origin } = req.headers;
  if (!origin || !allowed.has(origin)) return { vary: 'origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key, if-match',
    'access-control-expose-headers': 'allow',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

/** On every answer: a browser never reads one as anything but the type it says (JSON). */
const NO_SNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** Sends a JSON answer; for HEAD the same status and headers without the body. */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...NO_SNIFF,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/**
 * For developers, not the shop: the emails the backend "sent" (a reset
 * link's token among them), newest first. Outside the route table, so the
 * shop's API has no such call.
 */
export const OUTBOX_PATH = '/_dev/outbox';

/** The development routes (the outbox): answered only to a request that names this machine. */
const DEV_PREFIX = '/_dev/';

/** The host names a development route answers (with any port), besides the API's own (ApiServerOptions.hosts). */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The host a request names (its `Host` header, without the port), lower case; '' when none.
 * A page that rebinds its own name to 127.0.0.1 still sends its own name here, so a
 * development route refuses it (DNS rebinding would otherwise let any site read the outbox).
 */
function hostName(req: IncomingMessage): string {
  const host = (req.headers.host ?? '').trim().toLowerCase();
  return /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d+)?$/.exec(host)?.[1] ?? '';
}

const error = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  send(res, status, { message }, headers);

/** Reads a JSON body of at most MAX_BODY_BYTES; rejects with the 4xx to answer. */
function readBody(req: IncomingMessage): Promise<unknown> {
  if (!carriesBody(req)) return Promise.resolve(undefined);
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    return Promise.reject(new BadRequest(415, 'O corpo da requisição deve ser application/json.'));
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(new BadRequest(413, 'Corpo da requisição grande demais.'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BadRequest(413, 'Corpo da requisição grande demais.'));
        req.removeAllListeners('data');
        req.resume(); // drain the rest without keeping it
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BadRequest(400, 'JSON inválido no corpo da requisição.'));
      }
    });
    req.on('error', () => reject(new BadRequest(400, 'A requisição não chegou inteira.')));
  });
}

function wireRequest(req: IncomingMessage, body: unknown): WireRequest {
  const url = new URL(req.url ?? '/', 'http://api.invalid');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
    // The tries' limits count by it (accounts/tryLimits.ts, loginThrottle.ts).
    clientAddress: req.socket.remoteAddress ?? 'unknown',
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: ReadonlySet<string>,
  devHosts: ReadonlySet<string>,
): Promise<void> {
  const arrivedAt = performance.now();
  const cors = corsHeaders(req, allowed);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, ...NO_SNIFF }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://api.invalid');
  if (pathname.startsWith(DEV_PREFIX)) {
    if (!devHosts.has(hostName(req))) {
      return error(res, 403, 'As rotas de desenvolvimento respondem só em 127.0.0.1 ou localhost.', cors);
    }
    if (pathname === OUTBOX_PATH && /^(GET|HEAD)$/.test(req.method ?? '')) {
      return send(res, 200, [...readOutbox()].reverse(), cors);
    }
  }
  // The client going away (its time-out, a closed tab) ends a request still waiting.
  const gone = new AbortController();
  res.on('close', () => gone.abort());

  let body: unknown;
  try {
    body = await readBody(req);
  } catch (failure) {
    const { status, message } = failure instanceof BadRequest ? failure : new BadRequest(400, 'Requisição inválida.');
    res.setHeader('connection', 'close');
    return error(res, status, message, cors);
  }

  const request = wireRequest(req, body);
  // HEAD works wherever GET does: the GET's status and headers, its body left out (send).
  if (request.method === 'HEAD') request.method = 'GET';
  const answer = await respond(request, gone.signal, arrivedAt);
  const withCors = { ...answer.headers, ...cors };
  if ('data' in answer) return send(res, answer.status ?? 200, answer.data ?? null, withCors);
  const { status } = answer.error;
  // MOCK_FAIL=…:offline: the connection drops without an answer, as a network failure does.
  if (status === 'FETCH_ERROR') return void req.socket.destroy();
  if (typeof status !== 'number' || status === 499) return; // the client gave up; no one to answer
  // A known path, another method: the methods it takes.
  const headers: Record<string, string> =
    status === 405 ? { ...withCors, allow: allowedMethods(request.path).join(', ') } : withCors;
  send(res, status, 'data' in answer.error ? answer.error.data : { message: 'Erro inesperado no servidor.' }, headers);
}

export interface ApiServerOptions {
  /** Origins besides the development server's whose pages may call the API (API_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Host names the API is reached by besides 127.0.0.1 and localhost: the development routes answer them too. */
  hosts?: readonly string[];
}

export function createApiServer({ allowedOrigins = [], hosts = [] }: ApiServerOptions = {}): Server {
  const allowed = new Set<string>([...DEV_SERVER_ORIGINS, ...allowedOrigins]);
  const devHosts = new Set<string>([...LOCAL_HOSTS, ...hosts.map((host) => host.toLowerCase())]);
  const server = createServer((req, res) => {
    handle(req, res, allowed, devHosts).catch((failure: unknown) => {
      console.error('[api] request failed', failure);
      error(res, 500, 'Erro inesperado no servidor.');
    });
  });
  // Requests Node cannot even parse get an answer instead of a dropped connection: 431 when the
  // request line and headers pass Node's limit (16 kB, a 20 kB address among them), else 400.
  server.on('clientError', (failure: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const [status, message] =
      failure.code === 'HPE_HEADER_OVERFLOW'
        ? ['431 Request Header Fields Too Large', 'Endereço ou cabeçalhos grandes demais.']
        : ['400 Bad Request', 'Requisição inválida.'];
    const body = JSON.stringify({ message });
    // No CORS header: a request Node could not parse has no origin to allow.
    const headers = { 'content-type': 'application/json; charset=utf-8', connection: 'close', ...NO_SNIFF };
    const head = Object.entries({ ...headers, 'content-length': Buffer.byteLength(body) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n${body}`);
  });
  return server;
}
