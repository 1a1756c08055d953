import { db, type NotificationPreferences } from '../db';
import { badRequest } from './errors';
import { readJsonObject } from './input';
import type { ApiHttp, Schemas } from './kit';
import { isOwnEmail } from './companies';
import { forbidden } from './errors';
import { requireUser } from './session';

/** Proposed extension: the notification preferences of '/configurer-mon-compte'. */

const FREQUENCIES = ['immediate', 'weekly', 'monthly'] as const;
const FLAGS = ['deadlineReminders', 'copiloteMessages', 'surveyDigest', 'resourcesNewsletter'] as const;

/** What a person gets before choosing: the reminders and the copilote's replies, weekly. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Schemas['NotificationPreferences'] = {
  deadlineReminders: true,
  copiloteMessages: true,
  surveyDigest: false,
  resourcesNewsletter: false,
  frequency: 'weekly',
};

function toPreferences(record: NotificationPreferences | undefined): Schemas['NotificationPreferences'] {
  if (!record) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const { userId: _userId, ...preferences } = record;
  return preferences;
}

export function preferenceHandlers(http: ApiHttp) {
  return [
    http.get('/users/{email}/notification-preferences', async ({ request, params, response }) => {
      const user = await requireUser(request);
      if (!isOwnEmail(user, params.email)) throw forbidden('Vous ne pouvez consulter que vos propres préférences.');
      return response(200).json(
        toPreferences(db.notificationPreferences.findFirst((q) => q.where({ userId: user.id }))),
      );
    }),

    http.put('/users/{email}/notification-preferences', async ({ request, params, response }) => {
      const user = await requireUser(request);
      if (!isOwnEmail(user, params.email)) throw forbidden('Vous ne pouvez modifier que vos propres préférences.');
      const body = await readJsonObject(request);
      for (const flag of FLAGS) {
        if (typeof body[flag] !== 'boolean') throw badRequest(`Le champ « ${flag} » doit valoir true ou false.`);
      }
      const frequency = body.frequency;
      if (typeof frequency !== 'string' || !(FREQUENCIES as readonly string[]).includes(frequency)) {
        throw badRequest('Choisissez une fréquence : immédiate, hebdomadaire ou mensuelle.');
      }
      const preferences: Schemas['NotificationPreferences'] = {
        deadlineReminders: body.deadlineReminders === true,
        copiloteMessages: body.copiloteMessages === true,
        surveyDigest: body.surveyDigest === true,
        resourcesNewsletter: body.resourcesNewsletter === true,
        frequency: frequency as (typeof FREQUENCIES)[number],
      };
      db.notificationPreferences.delete((q) => q.where({ userId: user.id }));
      await db.notificationPreferences.create({ userId: user.id, ...preferences });
      return response(200).json(preferences);
    }),
  ];
}
