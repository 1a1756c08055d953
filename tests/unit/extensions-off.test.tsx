import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { extensionsOffHandlers } from '../../mocks/server/extensions';
import { config } from '../../src/config/env';
import { LOAD_ERROR_TEXT } from '../../src/components/ui/load-error';
import { signInAs } from '../contract/harness';
import { renderRoute } from '../render';

/**
 * A host without the proposed extensions, as `STEER_MOCK_EXTENSIONS=off npm run mock-server` serves it (the same
 * handlers, mounted before the backend's): each screen that needs one says, in French, that the feature is not
 * available on this server, instead of failing or offering a retry that cannot work.
 */

const SCREENS = [
  { path: '/solutions', needs: 'listLevers' },
  { path: '/pilotage', needs: 'listPlanSolutions' },
  { path: '/mes-documents', needs: 'listCompanyDocuments' },
  { path: '/mon-enquete/dashboard', needs: 'getCompanySurvey' },
  { path: '/configurer-mon-compte', needs: 'getNotificationPreferences' },
  { path: '/ma-performance', needs: 'listFormResponses' },
] as const;

describe('a host without the proposed extensions', () => {
  it.each(SCREENS)('$path ($needs) says the feature is not available on this server', async ({ path }) => {
    server.use(...extensionsOffHandlers(config.apiUrl));
    await signInAs('claire.martin@verdance.fr');
    renderRoute(path);
    expect(await screen.findByText(LOAD_ERROR_TEXT.unavailableTitle)).toBeInTheDocument();
    expect(screen.getByText(/n'est pas encore disponible sur ce serveur/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOAD_ERROR_TEXT.retry })).not.toBeInTheDocument();
  });
});
