import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryProviders, createLoadedStoryRouter } from '../../../.storybook/decorators';
import { AppLayout, initialsOf } from './app-layout';

describe('AppLayout', () => {
  it('shows initials from the first letters of first name and surname', () => {
    expect(initialsOf({ name: 'claire', surname: 'Martin' })).toBe('CM');
    expect(initialsOf({ name: ' Léa ', surname: 'petit' })).toBe('LP');
  });

  it('leads the logo home: the dashboard by default, the admin panel for platform admins', async () => {
    const { unmount } = render(
      <StoryProviders router={await createLoadedStoryRouter()}>
        <AppLayout userName={{ name: 'Claire', surname: 'Martin' }}>contenu</AppLayout>
      </StoryProviders>,
    );
    expect(screen.getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
    unmount();

    render(
      <StoryProviders router={await createLoadedStoryRouter()}>
        <AppLayout userName={{ name: 'Alex', surname: 'Steer' }} homeTo="/admin">
          contenu
        </AppLayout>
      </StoryProviders>,
    );
    expect(screen.getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/admin');
  });
});
