import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/idempotency-key';
import { openapiDocument } from '../contract-document';
import { NoAnswerError, type Exchange, type HostHttp } from './http';
import { parseJson } from './judge';
import { signIn, type Run } from './run';

type Schemas = components['schemas'];

const AREA = 'idempotency';
const KEY_PARAMETER = '#/components/parameters/IdempotencyKey';
/** The one keyed create the contract lets a check undo (the document is deleted again). */
const CHECKED = 'uploadCompanyDocument';
const BOUNDARY = 'verify-host-idempotency';

/** The operations of openapi.yaml that declare the `Idempotency-Key` header (proposed, issue 35). */
export function keyedOperations(): string[] {
  return Object.values(openapiDocument.paths).flatMap((item) =>
    Object.values(item)
      .filter((operation): operation is Record<string, unknown> => typeof operation === 'object' && operation !== null)
      .filter((operation) =>
        ((operation.parameters as Array<{ $ref?: string }> | undefined) ?? []).some(
          (parameter) => parameter.$ref === KEY_PARAMETER,
        ),
      )
      .map((operation) => String(operation.operationId)),
  );
}

/** A multipart body written byte for byte, so the same intent is the same body (a FormData draws its boundary). */
function documentBody(name: string): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: text/csv',
    '',
    'verify:host idempotency',
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="name"',
    '',
    name,
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
}

async function upload(http: HostHttp, key: string, name: string): Promise<Exchange | undefined> {
  try {
    await http.raw('/documents/company', {
      method: 'POST',
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: key,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: documentBody(name),
    });
    return http.last;
  } catch (error) {
    if (error instanceof NoAnswerError) return undefined;
    throw error;
  }
}

function idOf(exchange: Exchange | undefined): number | undefined {
  if (!exchange || exchange.status < 200 || exchange.status >= 300) return undefined;
  const parsed = parseJson(exchange.text);
  return parsed.ok ? (parsed.value as Schemas['CompanyDocument']).id : undefined;
}

/**
 * Whether the host honours `Idempotency-Key` where openapi.yaml declares it (issue 35): the same key with the same
 * request answers the first answer again and writes nothing; the same key with another request answers 422. Tried
 * with --writes on the one keyed create the contract can undo (a document, deleted again); the other keyed creates
 * get a row saying why they are not tried. A host that ignores the proposed header is skipped with that reason.
 */
export async function checkIdempotency(run: Run): Promise<void> {
  const declared = keyedOperations();
  run.expect(
    AREA,
    'openapi.yaml declares Idempotency-Key on the creates',
    declared.length > 0,
    `${declared.length} creates: ${declared.join(', ')}`,
    'no operation declares the header',
  );
  const skipOthers = (reason: string) => {
    for (const operationId of declared) {
      if (operationId !== CHECKED) run.skip(AREA, `${operationId} honours Idempotency-Key`, reason);
    }
  };
  const replayName = `${CHECKED}: same key and body, the first answer again, nothing written twice`;
  const mismatchName = `${CHECKED}: same key, another body, 422`;
  if (!run.options.writes) {
    run.skip(AREA, replayName, 'a write: run with --writes');
    run.skip(AREA, mismatchName, 'a write: run with --writes');
    skipOthers('a write: run with --writes');
    return;
  }
  skipOthers(`not run: no call of the contract undoes it (the rule is checked on ${CHECKED})`);

  const http = run.session();
  run.progress(AREA, replayName);
  const login = await signIn(run, http).catch(() => null);
  if (!login?.user.companyId) {
    const reason = login ? 'the account has no company' : 'could not sign in';
    run.skip(AREA, replayName, reason);
    run.skip(AREA, mismatchName, reason);
    return;
  }

  const key = randomUUID();
  const name = `verify-host-${key.slice(0, 8)}.csv`;
  const created = new Set<number>();
  try {
    const first = await upload(http, key, name);
    const firstId = idOf(first);
    if (!first || firstId === undefined) {
      const reason = first ? `${first.status}: the upload itself was refused` : 'no answer to the upload';
      run.skip(AREA, replayName, reason);
      run.skip(AREA, mismatchName, reason);
      return;
    }
    created.add(firstId);
    const again = await upload(http, key, name);
    const againId = idOf(again);
    if (againId !== undefined) created.add(againId);
    const list = await http.client.GET('/documents/company').then(() => http.last);
    const listed = parseJson(list?.text ?? '');
    const stored = listed.ok
      ? (listed.value as Schemas['CompanyDocumentList']).documents.filter((document) => document.name === name)
      : [];
    for (const document of stored) created.add(document.id);
    if (againId !== undefined && againId !== firstId) {
      const reason = `this host ignores ${IDEMPOTENCY_KEY_HEADER} (a proposed header): the create sent again was stored twice`;
      run.skip(AREA, replayName, reason);
      run.skip(AREA, mismatchName, reason);
      return;
    }
    run.expect(
      AREA,
      replayName,
      again?.status === first.status && againId === firstId && stored.length === 1,
      `${again?.status} with the same document (Idempotent-Replayed: ${again?.headers.get('Idempotent-Replayed') ?? 'absent'}); listed once`,
      `${again?.status ?? 'no answer'} (document ${againId ?? 'none'}, first ${firstId}); listed ${stored.length} times`,
    );
    const other = await upload(http, key, `autre-${name}`);
    const otherId = idOf(other);
    if (otherId !== undefined) created.add(otherId);
    run.expect(
      AREA,
      mismatchName,
      other?.status === 422,
      '422: the key is bound to its first request',
      `${other?.status ?? 'no answer'} (expected 422)`,
    );
  } finally {
    for (const documentId of created) {
      await http.client
        .DELETE('/documents/company/{documentId}', { params: { path: { documentId } } })
        .catch(() => undefined);
    }
    await http.client.POST('/api/auth/logout').catch(() => undefined);
  }
}
