/**
 * The document's `default` Trusted Types policy, which admits one string only: the empty one. react-aria's live
 * announcer empties its regions with `innerHTML = ''` (`clearAnnouncer`, called when a date field's segment loses
 * focus), which `require-trusted-types-for 'script'` refuses as a plain string, and the announcer is internal to
 * react-aria, so it cannot be handed a TrustedHTML. Emptying an element injects nothing; any other string assigned
 * without a policy is still refused (the policy throws), and server HTML keeps going through DOMPurify's policy
 * (`sanitizeHtml`). The policy's name is listed in the emitted header (scripts/vite/security-headers.ts).
 */
export const DEFAULT_POLICY_NAME = 'default';

export function installEmptyOnlyDefaultPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactoryLike }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy(DEFAULT_POLICY_NAME, {
    createHTML: (input: string) => {
      if (input === '') return '';
      throw new TypeError('Trusted Types: seule une chaîne vide peut être affectée sans passer par sanitizeHtml.');
    },
  });
}

interface TrustedTypesFactoryLike {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): unknown;
}
