import { atomPerSession } from '@/lib/jotai';

/**
 * Progress of the diagnosis in percent (spec §4, §9): 10 by default, 30 after the perception form, then per axis.
 * Which axes are open is not client state: the banner reads it from the company's answers on the server.
 */
export const diagnosisProgressAtom = atomPerSession(10);
