import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { COPILOT_AUTHOR } from '@/domain/copilot';
import { ChatPanel, type ChatPanelProps } from './chat-panel';
import type { ChatEntry } from './chat-store';

const ME = 'claire.martin@verdance.fr';
const today = new Date();
const at = (hours: number, minutes: number, daysAgo = 0) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, hours, minutes).toISOString();

const history: ChatEntry[] = [
  {
    key: 'id:1',
    author: COPILOT_AUTHOR,
    body: 'Bonjour Claire, je suis votre copilote. Comment puis-je vous aider dans votre démarche RSE ?',
    createdAt: at(9, 12, 3),
  },
  { key: 'id:2', author: ME, body: 'Bonjour ! Quelle est ma prochaine échéance ?', createdAt: at(9, 14, 3) },
  {
    key: 'id:3',
    author: COPILOT_AUTHOR,
    body: "Votre prochaine échéance : « Formaliser la politique d'achats responsables », le 15 décembre 2026. Vous pouvez ajuster vos échéances dans Mon pilotage.",
    createdAt: at(9, 15, 3),
  },
  { key: 'id:4', author: 'hugo.bernard@verdance.fr', body: "Je m'en occupe cette semaine.", createdAt: at(10, 2) },
];

/** The panel with a working input, as it behaves in the app. */
function InteractivePanel(props: ChatPanelProps) {
  const [draft, setDraft] = useState(props.draft);
  return <ChatPanel {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  title: 'Composants/Cadre/Copilote, panneau',
  component: ChatPanel,
  render: (args) => <InteractivePanel {...args} />,
  args: {
    messages: history,
    joined: true,
    copilotTyping: false,
    status: 'connected',
    me: ME,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(() => true),
    onClose: fn(),
  },
  parameters: { layout: 'centered' },
  // The log shows its end once its messages are measured and the font is in (a capture once caught it before).
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2));
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation under way. */
export const Default: Story = { name: 'Défaut' };

/** Connecting: the history is on its way. */
export const Loading: Story = { name: 'Chargement', args: { messages: [], joined: false, status: 'connecting' } };

/** No message exchanged yet. */
export const Empty: Story = { name: 'Vide', args: { messages: [] } };

/** The copilote is writing an answer. */
export const Typing: Story = { name: 'Saisie en cours', args: { copilotTyping: true } };

/** A long message, with line breaks and an unbroken address, wraps inside its bubble. */
export const LongMessage: Story = {
  name: 'Message long',
  args: {
    messages: [
      ...history,
      {
        key: 'id:5',
        author: ME,
        body:
          'Bonjour,\nnous préparons notre rapport extra-financier et voulons y intégrer les résultats du diagnostic. ' +
          'Pourriez-vous nous indiquer quels indicateurs du pilier Environnement reprendre, et comment présenter la trajectoire carbone sur trois ans ? ' +
          'Notre référente est joignable à rse-et-developpement-durable@groupe-verdance-conseil.fr.\nMerci !',
        createdAt: at(11, 30),
      },
    ],
    draft: "Et pour le volet social, quels indicateurs conseillez-vous ?\nMerci d'avance.",
  },
};

/** The connection dropped: a French notice; the typed message stays in the input. */
export const Disconnected: Story = {
  name: 'Déconnecté',
  args: { status: 'reconnecting', draft: 'Pouvons-nous fixer un rendez-vous la semaine prochaine ?' },
};

/** The server refused the last message (`chat_error`): its French reason, and the message back in the input. */
export const ServerRefusal: Story = {
  name: 'Refus du serveur',
  args: {
    error: 'Ce message ne peut pas être envoyé : il est vide ou trop long.',
    draft: 'Pouvez-vous relire notre politique achats ?',
  },
};

/** The chat server could not be reached at all. */
export const Unreachable: Story = { name: 'Injoignable', args: { status: 'unreachable', joined: false, messages: [] } };

/** A message over the length limit cannot be sent. */
export const TooLong: Story = {
  name: 'Trop long',
  args: { draft: 'Notre plan de mobilité durable, en détail. '.repeat(50) },
};
