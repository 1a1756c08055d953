import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatWidget } from './chat-widget';

/** An unsigned token carrying these claims: the widget only decodes it. */
function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const meta = {
  title: 'Composants/Cadre/Copilote, bouton',
  component: ChatWidget,
  args: { accessToken: tokenWith({ id: 1, email: 'claire.martin@verdance.fr', companyId: 1 }) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floating icon, bottom right, for a person whose token carries a company. */
export const Default: Story = { name: 'Défaut' };

/** No company in the token: no icon at all. */
export const WithoutCompany: Story = {
  name: 'Sans entreprise',
  args: { accessToken: tokenWith({ id: 5, email: 'nina.roux@atelier-lumen.fr', companyId: null }) },
  render: (args) => (
    <p>
      Aucune icône de chat : le jeton ne porte pas d'entreprise.
      <ChatWidget {...args} />
    </p>
  ),
};
