import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './home-page';

const meta = {
  title: 'Pages/Home Page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
