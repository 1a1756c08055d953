import { notificationQueries } from './notification-queries';

/** /configurer-mon-compte: the person's notification preferences (the profile forms start from the session's user). */
export const accountSettingsPageQueries = (email: string) => ({
  preferences: notificationQueries.preferences(email),
});
