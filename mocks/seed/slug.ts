/** A name as it stands in a generated e-mail address: 'Hélène Dubois-Léger' → 'helene-dubois-leger'. */
export function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
