import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { spoken } from '../../../tests/announcements';
import { buildCompanyDocuments } from './fixtures';

const CLAIRE = 'claire.martin@verdance.fr';

function pdf(name: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

describe('/mes-documents-internes', () => {
  it('uploads a PDF, lists it with its details, renames it and deletes it after confirmation', async () => {
    await signInAs(CLAIRE);
    renderRoute('/mes-documents-internes');
    const user = userEvent.setup({ applyAccept: false });

    expect(await screen.findByText(/Aucun document pour le moment/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choisir des fichiers'), pdf('Politique RSE 2026.pdf'));

    expect(
      await screen.findByText('« Politique RSE 2026.pdf » a été déposé.', { selector: '.ui-alert__message' }),
    ).toBeInTheDocument();
    // The announcer draws what it says in a render of its own: wait for it rather than read it with the alert.
    await waitFor(() => expect(spoken('polite')).toEqual(['« Politique RSE 2026.pdf » a été déposé.']));
    const row = (await screen.findByRole('rowheader', { name: 'Politique RSE 2026.pdf' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('Claire Martin')).toBeInTheDocument();
    expect(db.companyDocuments.all()).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Renommer Politique RSE 2026.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le document' });
    const field = within(dialog).getByRole('textbox', { name: /Nouveau nom/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Donnez un nom au document.')).toBeInTheDocument();
    await user.click(field);
    await user.paste('Politique RSE signée.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('rowheader', { name: 'Politique RSE signée.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer Politique RSE signée.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer ce document ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('« Politique RSE signée.pdf » a été supprimé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(db.companyDocuments.all()).toHaveLength(0);
  });

  it('refuses a wrong type and a file over 10 MB before sending anything', async () => {
    await signInAs(CLAIRE);
    renderRoute('/mes-documents-internes');
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText(/Aucun document pour le moment/);

    const huge = pdf('Scan complet.pdf', 1);
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Choisir des fichiers'), [
      new File(['MZ'], 'outil.exe', { type: 'application/x-msdownload' }),
      huge,
    ]);

    expect(await screen.findByText(/« outil\.exe » n'est pas un format accepté/)).toBeInTheDocument();
    expect(screen.getByText(/« Scan complet\.pdf » dépasse la taille maximale de 10 Mo/)).toBeInTheDocument();
    expect(db.companyDocuments.all()).toHaveLength(0);
  });

  it('offers a retry when the list fails, and says when the server lacks the feature', async () => {
    await signInAs(CLAIRE);
    server.use(
      http.get('*/documents/company', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const { user, unmount } = renderRoute('/mes-documents');
    expect(await screen.findByText(/Impossible de charger les documents de l'entreprise/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucun document pour le moment/)).toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/documents/company', () => new HttpResponse('Cannot GET /documents/company', { status: 404 })),
    );
    renderRoute('/mes-documents');
    expect(await screen.findByText('Fonctionnalité indisponible sur ce serveur')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choisir des fichiers')).not.toBeInTheDocument();
  });

  it("tells lea.petit (Acteur) that her 'Mes documents' access is off", async () => {
    await signInAs('lea.petit@verdance.fr');
    renderRoute('/mes-documents');
    expect(await screen.findByText('Cette page ne vous est pas ouverte')).toBeInTheDocument();
    expect(screen.getByText(/Votre profil ne donne pas accès à la page « Mes documents »/)).toBeInTheDocument();
    expect(screen.getByText('Les pages qui vous sont ouvertes')).toBeInTheDocument();
  });

  it("shows a large company's 500 documents 25 rows at a time", async () => {
    server.use(http.get('*/documents/company', () => HttpResponse.json({ documents: buildCompanyDocuments(500) })));
    await signInAs(CLAIRE);
    const { user } = renderRoute('/mes-documents-internes');
    expect(await screen.findByRole('rowheader', { name: 'Compte rendu 500.pdf' })).toBeInTheDocument();
    const rows = () => screen.getByRole('table').querySelectorAll('tbody > tr');
    expect(rows()).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Pagination des documents' });
    expect(pager).toHaveTextContent('1–25 sur 500');
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByRole('rowheader', { name: 'Compte rendu 475.pdf' })).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
  });

  it('asks a host that pages for one page at a time, and shows its whole count', async () => {
    const all = buildCompanyDocuments(500);
    const asked: string[] = [];
    server.use(
      http.get('*/documents/company', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        return HttpResponse.json(
          { documents: all.slice(offset, offset + limit) },
          { headers: { 'X-Total-Count': String(all.length) } },
        );
      }),
    );
    await signInAs(CLAIRE);
    const { user } = renderRoute('/mes-documents-internes');
    await screen.findByRole('rowheader', { name: 'Compte rendu 500.pdf' });
    const pager = screen.getByRole('navigation', { name: 'Pagination des documents' });
    expect(pager).toHaveTextContent('1–25 sur 500');
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('rowheader', { name: 'Compte rendu 475.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('table').querySelectorAll('tbody > tr')).toHaveLength(25);
    expect(pager).toHaveTextContent('26–50 sur 500');
    expect(asked).toEqual(['offset=0&limit=25', 'offset=25&limit=25']);
  });
});
