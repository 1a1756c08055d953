import { appPath } from '../../src/config/env';
import type { OutboxEmail } from '../db';
import { useOutbox } from './use-outbox';

const timeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** One sent e-mail: who, what, when, the text and the link it carries. */
export function OutboxEntry({ email }: { email: OutboxEmail }) {
  // The backend writes app paths ('/reset-password/...'); the page is served under the base path (VITE_BASE_PATH).
  const link = email.link.startsWith('/') ? appPath(email.link) : email.link;
  return (
    <li className="demo-console-card">
      <p className="demo-console-card-title">{email.subject}</p>
      <p className="demo-console-muted">
        À <span className="demo-console-strong">{email.to}</span> —{' '}
        <time dateTime={email.createdAt}>{formatTime(email.createdAt)}</time>
      </p>
      <p className="demo-console-card-text demo-console-pre">{email.body}</p>
      <p className="demo-console-card-text">
        <a className="demo-console-link" href={link} aria-label={`Ouvrir le lien « ${email.subject} »`}>
          Ouvrir le lien
        </a>{' '}
        <code className="demo-console-code demo-console-break">{link}</code>
      </p>
    </li>
  );
}

/** The e-mails the mock backend "sent", newest first, updated as new ones arrive. */
export function OutboxSection() {
  const emails = useOutbox();
  return (
    <section className="demo-console-section" aria-labelledby="demo-console-outbox-title">
      <h3 id="demo-console-outbox-title" className="demo-console-section-title">
        Boîte d'envoi
      </h3>
      {emails.length === 0 ? (
        <p className="demo-console-hint">Aucun e-mail envoyé pour le moment.</p>
      ) : (
        <ol
          className="demo-console-list"
          aria-label={`${emails.length} e-mail${emails.length > 1 ? 's' : ''} envoyé${emails.length > 1 ? 's' : ''}`}
        >
          {emails.map((email) => (
            <OutboxEntry key={email.id} email={email} />
          ))}
        </ol>
      )}
    </section>
  );
}
