import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * `npm run chaos-proxy`: a seeded, fault-injecting HTTP proxy in front of a host (issue 35), for the client's chaos
 * journeys. A share of requests (CHAOS_RATE, 0.2 by default) meets one fault, drawn from a seeded generator
 * (CHAOS_SEED), so a run can be repeated:
 * - 503 with Retry-After: 1, before the host sees the request;
 * - a 6 s delay, then the request goes through;
 * - a reset connection before the host sees the request;
 * - the answer lost after the host did the work (the write is done, the client never hears of it);
 * - a 401 on a valid token (a call other than /api/auth/*), before the host sees it;
 * WebSocket upgrades go through, and a share of them is dropped after a few seconds.
 * Usage: CHAOS_TARGET=http://127.0.0.1:4010 PORT=4011 CHAOS_SEED=7 npm run chaos-proxy
 */

export type Fault = '503' | 'delay' | 'reset' | 'lost-answer' | '401';
const FAULTS: readonly Fault[] = ['503', 'delay', 'reset', 'lost-answer', '401'];

/** mulberry32: a small seeded generator, the same faults for the same seed and the same order of requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The fault a request meets, or null; preflights and the health check never meet one. */
export function drawFault(random: () => number, rate: number, method: string, path: string): Fault | null {
  if (method === 'OPTIONS' || path === '/health' || random() >= rate) return null;
  const fault = FAULTS[Math.floor(random() * FAULTS.length)] ?? '503';
  // A 401 on a session call would be a refusal, not a glitch of a valid token.
  return fault === '401' && path.startsWith('/api/auth/') ? '503' : fault;
}

export interface ChaosProxyOptions {
  target: string;
  port: number;
  seed: number;
  rate: number;
  delayMs?: number;
  /** Called for every fault drawn (the journeys' report). */
  onFault?: (fault: Fault, method: string, path: string) => void;
}

export function startChaosProxy({ target, port, seed, rate, delayMs = 6_000, onFault }: ChaosProxyOptions) {
  const random = seededRandom(seed);
  const upstream = new URL(target);
  const sendError = (
    response: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    response.end(
      JSON.stringify({ statusCode: status, message, error: status === 503 ? 'Service Unavailable' : 'Unauthorized' }),
    );
  };
  const pass = (incoming: IncomingMessage, response: ServerResponse, loseAnswer: boolean) => {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (loseAnswer) {
          // The host has done the work: read its answer to the end, then cut the client off.
          answer.resume();
          answer.on('end', () => incoming.socket.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => incoming.socket.destroy());
    incoming.pipe(outgoing);
  };
  const server = createServer((incoming, response) => {
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    const fault = drawFault(random, rate, method, path);
    if (fault) onFault?.(fault, method, path);
    if (fault === '503')
      return sendError(response, 503, 'Service momentanément indisponible (proxy de pannes).', { 'Retry-After': '1' });
    if (fault === '401') return sendError(response, 401, 'Session expirée ou jeton invalide.');
    if (fault === 'reset') return void incoming.socket.destroy();
    if (fault === 'delay') return void setTimeout(() => pass(incoming, response, false), delayMs);
    pass(incoming, response, fault === 'lost-answer');
  });
  // WebSockets (the chat): piped as they are; a share is dropped a few seconds after opening.
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const host = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      host.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) host.write(head);
      host.pipe(client).pipe(host);
    });
    const close = () => {
      host.destroy();
      client.destroy();
    };
    host.on('error', close);
    client.on('error', close);
    if (random() < rate) {
      onFault?.('reset', 'WS', incoming.url ?? '');
      setTimeout(close, 2_000 + Math.floor(random() * 4_000));
    }
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive connections of a browser would hold the close for minutes.
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.env.CHAOS_TARGET ?? 'http://127.0.0.1:4010';
  const port = Number(process.env.PORT ?? 4011);
  const seed = Number(process.env.CHAOS_SEED ?? 1);
  const rate = Number(process.env.CHAOS_RATE ?? 0.2);
  const counts = new Map<Fault, number>();
  await startChaosProxy({
    target,
    port,
    seed,
    rate,
    onFault: (fault, method, path) => {
      counts.set(fault, (counts.get(fault) ?? 0) + 1);
      console.log(`[chaos] ${fault} ${method} ${path}`);
    },
  });
  console.log(`Proxy de pannes : http://127.0.0.1:${port} → ${target} (graine ${seed}, ${Math.round(rate * 100)} %)`);
  process.on('SIGTERM', () => {
    console.log(`[chaos] bilan ${JSON.stringify(Object.fromEntries(counts))}`);
    process.exit(0);
  });
}
