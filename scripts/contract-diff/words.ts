import type { Impact } from './versions';

/** One change as `redocly diff --format json` reports it (the fields read here). */
export interface RedoclyChange {
  path: string;
  kind: 'added' | 'removed' | 'modified' | string;
  impact: Impact;
  typeName?: string;
  verdicts?: { ruleId?: string; message?: string }[];
  base?: { value?: unknown };
  revision?: { value?: unknown };
  /** Added by contractChanges: the names of the parameters or headers the change is about. */
  names?: string[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

const IMPACT_LABEL: Record<Impact, string> = { major: 'BREAKING', minor: 'addition', patch: 'wording' };

const KIND_WORDS: Record<string, string> = { added: 'added', removed: 'removed', modified: 'changed' };

/** `#/paths/~1api~1auth~1login/post` → ['paths', '/api/auth/login', 'post'] (JSON Pointer, RFC 6901). */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A schema's inner path in words: `properties/a/items/properties/b` → `a[] › b`. */
function schemaWords(segments: string[]): string {
  const words: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === 'properties' && i + 1 < segments.length) words.push(`\`${segments[++i]}\``);
    else if (segment === 'items') words.push(words.length > 0 ? `${words.pop()}[]` : 'each item');
    else if (segment === 'additionalProperties') words.push('any other property');
    else if (/^(allOf|oneOf|anyOf)$/.test(segment) && i + 1 < segments.length)
      words.push(`${segment}[${segments[++i]}]`);
    else words.push(segment);
  }
  return words.join(' › ');
}

/**
 * The part of a request or response body a path points at: ` › a › b` inside its schema, ` › examples` beside it,
 * nothing for the body itself. The media type is left out (the contract speaks JSON only).
 */
function bodyWords(segments: string[]): string {
  const schema = segments.indexOf('schema');
  if (schema >= 0) return schema + 1 < segments.length ? ` › ${schemaWords(segments.slice(schema + 1))}` : ' › schema';
  const content = segments.indexOf('content');
  const rest = content >= 0 ? segments.slice(content + 2) : segments;
  return rest.length > 0 ? ` › ${rest.join(' › ')}` : '';
}

/** What part of an operation `rest` points at, in words. */
function operationPart(rest: string[], change: RedoclyChange): string {
  if (rest.length === 0) return 'the operation';
  const [head, ...tail] = rest;
  if (head === 'requestBody') return `request body${bodyWords(tail)}`;
  if (head === 'responses') {
    const [status, ...inner] = tail;
    if (status === undefined) return 'responses';
    if (inner[0] === 'headers') {
      const names = inner[1] ? `\`${inner[1]}\`` : change.names?.join(', ');
      return `response ${status} › header${inner[1] || (change.names?.length ?? 0) === 1 ? '' : 's'} ${names ?? ''}`.trim();
    }
    return `response ${status}${bodyWords(inner)}`;
  }
  if (head === 'parameters') {
    const names = change.names?.join(', ');
    if (tail.length === 0) return names ? `parameters ${names}` : 'parameters';
    const name = names ?? `#${tail[0]}`;
    return tail.length > 1 ? `parameter ${name} › ${schemaWords(tail.slice(1))}` : `parameter ${name}`;
  }
  return schemaWords(rest);
}

/** Where a change is, for an integrator: an operation and its part, a realtime event, or a named schema. */
export function placeOf(change: RedoclyChange): string {
  const segments = pointerSegments(change.path);
  if (segments[0] === 'paths' && segments[1]) {
    const path = segments[1];
    const method = segments[2];
    const rest = segments.slice(3);
    const chat = /^\/x-realtime-chat\/(client-to-server|server-to-client)\/(.+)$/.exec(path);
    if (chat) {
      const direction = chat[1] === 'client-to-server' ? 'client → server' : 'server → client';
      const inner = rest.slice(rest.indexOf('schema') + 1);
      return `chat event « ${chat[2]} » (${direction})${rest.includes('schema') && inner.length > 0 ? ` › ${schemaWords(inner)}` : ''}`;
    }
    if (path.startsWith('/x-')) {
      const name =
        path === '/x-access-token-claims'
          ? 'access token claims'
          : path === '/x-realtime-chat/handshake'
            ? 'chat handshake (auth)'
            : 'chat connection refusal (connect_error)';
      const inner = rest.slice(rest.indexOf('schema') + 1);
      return `${name}${rest.includes('schema') && inner.length > 0 ? ` › ${schemaWords(inner)}` : ''}`;
    }
    if (!method) return `path ${path}`;
    if (METHODS.has(method)) return `${method.toUpperCase()} ${path} — ${operationPart(rest, change)}`;
    return `path ${path} › ${segments.slice(2).join(' › ')}`;
  }
  if (segments[0] === 'components' && segments[1] && segments[2]) {
    const kind = segments[1].replace(/s$/, '');
    const inner = segments.slice(3);
    return `${kind} ${segments[2]}${inner.length > 0 ? ` › ${schemaWords(inner)}` : ''}`;
  }
  if (segments[0] === 'info') return `info › ${segments.slice(1).join(' › ')}`;
  return segments.join(' › ');
}

/** One line of the report: impact, where, what. */
export function describeChange(change: RedoclyChange): string {
  const what = (change.verdicts ?? [])
    .map((verdict) => verdict.message)
    .filter(Boolean)
    .join(' ');
  const kind = KIND_WORDS[change.kind] ?? change.kind;
  return `[${IMPACT_LABEL[change.impact]}] ${placeOf(change)}: ${kind}${what ? `. ${what}` : ''}`;
}
