/**
 * The form a search compares: accents removed and lower-cased the French way, so 'lea' finds 'Léa' and 'MARTIN'
 * finds 'Martin'. Lists fold their entries once per list, not at each keystroke.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');
}
