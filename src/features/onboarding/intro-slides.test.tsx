import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoryProviders, createLoadedStoryRouter } from '../../../.storybook/decorators';
import { IntroSlides } from './intro-slides';

async function renderSlides() {
  render(
    <StoryProviders router={await createLoadedStoryRouter()}>
      <IntroSlides />
    </StoryProviders>,
  );
  return userEvent.setup();
}

const currentSlide = () => screen.getByRole('group', { name: /^Diapositive \d sur 3$/ });

describe('IntroSlides', () => {
  it('wraps around with the arrows and the dots, and starts only from the last slide', async () => {
    const user = await renderSlides();
    expect(currentSlide()).toHaveAccessibleName('Diapositive 1 sur 3');
    expect(screen.queryByRole('link', { name: "C'est parti !" })).not.toHaveAttribute('href');

    await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(currentSlide()).toHaveAccessibleName('Diapositive 3 sur 3');
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 3' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: "C'est parti !" })).toHaveAttribute('href', '/diagnosis/preamble');

    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(currentSlide()).toHaveAccessibleName('Diapositive 1 sur 3');
    expect(screen.getByRole('link', { name: "C'est parti !" })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Aller à la diapositive 2' }));
    expect(within(currentSlide()).getByRole('heading', { name: 'Quatre axes, 27 questions' })).toBeInTheDocument();
  });

  it('is operable with the arrow keys', async () => {
    const user = await renderSlides();
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(currentSlide()).toHaveAccessibleName('Diapositive 2 sur 3');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('Diapositive 3 sur 3');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('Diapositive 1 sur 3');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('Diapositive 3 sur 3');
  });
});
