import { atom } from '@/lib/jotai';

/** Axis numbers of the questionnaire (spec §3): 1 Entreprise, 2 Gouvernance, 3 Social, 4 Environnement, 5 Business. */
export type DiagnosisAxisNumber = 1 | 2 | 3 | 4 | 5;

/** Progress of the diagnosis in percent (spec §4, §9): 10 by default, 30 after the perception form, then per axis. */
export const diagnosisProgressAtom = atom(10);

/** The axis the person is on (spec §4: held in a client-side store). */
export const currentAxisAtom = atom<DiagnosisAxisNumber>(1);

/** The furthest axis reached in this visit: the banner's tabs are links up to it. */
export const furthestAxisAtom = atom<DiagnosisAxisNumber>(1);

/** Moves to an axis: sets the current axis and pushes the furthest one reached. */
export const enterAxisAtom = atom(null, (get, set, axis: DiagnosisAxisNumber) => {
  set(currentAxisAtom, axis);
  if (axis > get(furthestAxisAtom)) set(furthestAxisAtom, axis);
});
