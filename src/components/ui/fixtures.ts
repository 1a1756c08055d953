/** Story and test data of the shared primitives: no mock code, nothing a screen imports. */

/** A collaborator as a list of the large company shows one. */
export interface Person {
  id: number;
  name: string;
  note: string;
}

const FIRST_NAMES = ['Claire', 'Hugo', 'Léa', 'Amine', 'Zoé', 'Marc', 'Inès', 'Paul'];
const LAST_NAMES = ['Martin', 'Dubois', 'Petit', 'Zeroual', 'Arnaud', 'Roux', 'Fabre', 'Morel'];

export function buildPeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${FIRST_NAMES[index % 8]} ${LAST_NAMES[Math.floor(index / 8) % 8]} ${index + 1}`,
    // Every third note runs over two lines: the list measures each item it draws.
    note:
      index % 3 === 0
        ? "Référente RSE du site, suit les indicateurs d'énergie et les achats responsables de son équipe."
        : 'Acteur',
  }));
}

/** Groupe Horizon's size: 2,400 people. */
export const PEOPLE = buildPeople(2400);
