/**
 * The parts of the contract that are not HTTP operations, made into operations so that `redocly diff` rates their
 * changes with the same rules: the realtime chat's events (`x-realtime-chat`) and the access token's claims
 * (`x-access-token-claims`). What the client sends (its events, the handshake) becomes a request body; what the server
 * sends (its events, the connection error, the token it signs) becomes a response. A property removed from what the
 * server sends is then breaking, as a new required property of what the client sends is.
 */

type Json = Record<string, unknown>;

interface ChatEvent {
  payload?: unknown;
  description?: string;
}

function sent(description: string, schema: unknown): Json {
  return {
    post: {
      summary: description,
      requestBody: { required: true, content: { 'application/json': { schema } } },
      responses: { '204': { description: 'Accepté.' } },
    },
  };
}

function received(description: string, schema: unknown): Json {
  return {
    get: {
      summary: description,
      responses: { '200': { description, content: { 'application/json': { schema } } } },
    },
  };
}

/** The contract with its realtime events and token claims added to its paths, under `/x-...` (no path of its own). */
export function withChannels(contract: Json): Json {
  const chat = (contract['x-realtime-chat'] ?? {}) as {
    handshake?: { auth?: unknown; errors?: unknown };
    clientToServer?: Record<string, ChatEvent>;
    serverToClient?: Record<string, ChatEvent>;
  };
  const paths: Record<string, Json> = { ...(contract.paths as Record<string, Json>) };
  if (chat.handshake?.auth) paths['/x-realtime-chat/handshake'] = sent('Poignée de main', chat.handshake.auth);
  if (chat.handshake?.errors) {
    paths['/x-realtime-chat/connection-refused'] = received('Connexion refusée', chat.handshake.errors);
  }
  for (const [name, event] of Object.entries(chat.clientToServer ?? {})) {
    if (event.payload) paths[`/x-realtime-chat/client-to-server/${name}`] = sent(name, event.payload);
  }
  for (const [name, event] of Object.entries(chat.serverToClient ?? {})) {
    if (event.payload) paths[`/x-realtime-chat/server-to-client/${name}`] = received(name, event.payload);
  }
  if (contract['x-access-token-claims']) {
    paths['/x-access-token-claims'] = received("Revendications du jeton d'accès", contract['x-access-token-claims']);
  }
  return { ...contract, paths };
}
