import { adminQueries } from './queries';

/** /admin's queries for the platform admin who opens it: the users' list (its route's loader starts it). */
export const adminPageQueries = (requesterId: number) => ({ users: adminQueries.users(requesterId) });
