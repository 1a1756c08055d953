import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES, CHAT_MESSAGE_MAX_LENGTH, CHAT_SERVER_EVENT_NAMES } from '../../src/api/realtime';
import { createChatHub, type ChatTransport } from '../../mocks/chat/room';
import { findUserByEmail } from '../../mocks/db';
import { accessTokenFor } from '../../mocks/handlers/session';
import { openapiDocument, schemaValidator } from './openapi-document';

/** `x-realtime-chat` is the realtime part of the contract: the client's types and the mock hub must follow it. */

interface RealtimeContract {
  handshake: { auth: { $ref: string }; errors: { $ref: string } };
  clientToServer: Record<string, { payload: { $ref: string } }>;
  serverToClient: Record<string, { payload: { $ref: string } }>;
}

const realtime = openapiDocument['x-realtime-chat'] as RealtimeContract;
const schemas = openapiDocument.components.schemas as Record<string, { enum?: string[]; properties?: never }>;
const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');

describe('x-realtime-chat', () => {
  it('lists the server events the client listens to', () => {
    expect(Object.keys(realtime.serverToClient).sort()).toEqual([...CHAT_SERVER_EVENT_NAMES].sort());
  });

  it('declares the handshake and its refusals', () => {
    expect(schemaName(realtime.handshake.auth.$ref)).toBe('ChatHandshakeAuth');
    expect(schemaName(realtime.handshake.errors.$ref)).toBe('ChatError');
    expect(schemaName(realtime.serverToClient.chat_error!.payload.$ref)).toBe('ChatError');
    expect(Object.keys(realtime.clientToServer).sort()).toEqual(['chat', 'handshake', 'joinTicket', 'leaveTicket']);
  });

  it('has the error codes the client knows', () => {
    expect(schemas.ChatErrorCode?.enum).toEqual([...CHAT_ERROR_CODES]);
  });

  it('limits the message length the client enforces', () => {
    const chatEvent = openapiDocument.components.schemas as Record<
      string,
      { properties: Record<string, { maxLength?: number }> }
    >;
    expect(chatEvent.ChatEvent?.properties.body?.maxLength).toBe(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('every payload the hub sends validates against its schema, refusals included', async () => {
    const sent: Array<{ event: string; payload: unknown }> = [];
    const transport: ChatTransport<string> = {
      joinRoom: () => undefined,
      leaveRoom: () => undefined,
      emitTo: (_connection, event, payload) => void sent.push({ event, payload }),
      emitToRoom: (_room, event, payload) => void sent.push({ event, payload }),
    };
    const hub = createChatHub(transport, { typingDelayMs: 1 });
    const claire = findUserByEmail('claire.martin@verdance.fr')!;
    await hub.authenticate('claire', { token: await accessTokenFor(claire) });
    await hub.joinTicket('claire', { _ticketId: claire.companyId });
    await hub.joinTicket('claire', { _ticketId: 9999 });
    await hub.chat('claire', { ticketId: claire.companyId, author: 'admin', body: 'Quel est notre score ?' });
    await hub.chat('claire', {
      ticketId: claire.companyId,
      author: 'x',
      body: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
      clientId: '0b7c2a4e-3f1d-4c8a-9e2b-5d6f7a8b9c0d',
    });
    await hub.joinTicket('stranger', { _ticketId: claire.companyId });
    await expect.poll(() => sent.filter((entry) => entry.event === 'stopTyping')).toHaveLength(1);
    hub.dispose();

    expect(new Set(sent.map((entry) => entry.event))).toEqual(new Set(CHAT_SERVER_EVENT_NAMES));
    // A refused chat names its message (ChatError.clientId).
    expect(sent).toContainEqual({
      event: 'chat_error',
      payload: expect.objectContaining({ event: 'chat', clientId: '0b7c2a4e-3f1d-4c8a-9e2b-5d6f7a8b9c0d' }),
    });
    for (const { event, payload } of sent) {
      const validate = schemaValidator(schemaName(realtime.serverToClient[event]!.payload.$ref));
      expect(validate(payload), `${event} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
