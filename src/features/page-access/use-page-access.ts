import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/api';
import type { PageAccess } from '@/components/layouts/side-menu';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { grantedPageNames, isPageAccessChecked, landingPath, opens } from '@/domain/pages';
import type { Account, Member } from '@/domain/permissions';
import { pageAccessContent } from './content';

type Collaborator = Schemas['Collaborator'];

/** How a colleague is named when a person is told whom to ask: 'Claire Martin (claire.martin@verdance.fr)'. */
export function nameOf(collaborator: Collaborator): string {
  const full = [collaborator.name, collaborator.surname].filter(Boolean).join(' ');
  return full ? `${full} (${collaborator.email})` : collaborator.email;
}

/** The company's main administrator and its secondary ones: the people who can open a page to someone. */
export function useAdministrators(enabled = true) {
  const team = useQuery({ ...collaboratorQueries.list(), enabled });
  return {
    mainAdmin: team.data?.find((member) => member.role === 'Administrateur principal'),
    secondaries: team.data?.filter((member) => member.role === 'Administrateur secondaire') ?? [],
  };
}

/** Who can open a page to this person, in a sentence: what the menu's lock tooltip says. */
export function whomToAsk(mainAdmin: Collaborator | undefined): string {
  return mainAdmin ? pageAccessContent.askMain(nameOf(mainAdmin)) : pageAccessContent.askUnknown;
}

/**
 * What the side menu needs to show the pages a person was not granted as locked, with whom to ask, and where its
 * logo leads (where signing in lands them). While the accesses load, every entry shows open, so nothing flashes locked.
 */
export function usePageAccess(user: Member & Account & { id: number }): PageAccess {
  const checked = isPageAccessChecked(user);
  const authorizations = useQuery({ ...collaboratorQueries.pageAuthorizations(user.id), enabled: checked });
  const { mainAdmin } = useAdministrators(checked);
  const granted = authorizations.data ? grantedPageNames(authorizations.data) : null;
  return {
    isOpen: (page) => !checked || granted === null || opens(page, granted),
    lockedHint: pageAccessContent.lockedHint(whomToAsk(mainAdmin)),
    home: landingPath(user, granted),
  };
}
