import { apiClient } from '../../../src/api';
import type { ContractCase } from '../harness';
import { CLAIRE, HUGO } from '../personas';

const preferences = {
  deadlineReminders: false,
  copiloteMessages: true,
  surveyDigest: true,
  resourcesNewsletter: false,
  frequency: 'monthly' as const,
};

export const cases: ContractCase[] = [
  {
    operationId: 'getNotificationPreferences',
    name: 'read the own preferences (defaults)',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/users/{email}/notification-preferences', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'getNotificationPreferences',
    name: "refuse a colleague's preferences (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/users/{email}/notification-preferences', { params: { path: { email: HUGO } } }),
  },
  {
    operationId: 'updateNotificationPreferences',
    name: 'save the own preferences',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.PUT('/users/{email}/notification-preferences', {
        params: { path: { email: CLAIRE } },
        body: preferences,
      }),
  },
  {
    operationId: 'updateNotificationPreferences',
    name: 'refuse an unknown frequency (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.PUT('/users/{email}/notification-preferences', {
        params: { path: { email: CLAIRE } },
        body: { ...preferences, frequency: 'hourly' as 'monthly' },
      }),
  },
];
