import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Card, LinkButton, buttonClassName } from '@/components/ui';
import { cx } from '@/components/ui/class-names';
import { slidesContent as text, type Slide } from './content';

export interface IntroSlidesProps {
  /** First slide shown (0-based); stories use it to show the last one. */
  initialIndex?: number;
}

const SLIDES: readonly [Slide, ...Slide[]] = text.slides;
/** The preamble of the diagnosis (a route of the diagnosis part of the product). */
const PREAMBLE = '/diagnosis/preamble';

/**
 * 'Diagnostic de votre maturité RSE': three slides with arrows and dots that wrap around, operable with the arrow
 * keys; 'C'est parti !' leads to the preamble and is active only on the last slide (spec §2 Onboarding).
 */
export function IntroSlides({ initialIndex = 0 }: IntroSlidesProps) {
  const [index, setIndex] = useState(initialIndex);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const slideId = useId();
  const total = SLIDES.length;
  const slide = SLIDES[index] ?? SLIDES[0];
  const isLast = index === total - 1;
  const go = (next: number) => setIndex(((next % total) + total) % total);

  useEffect(() => titleRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Card className="onboarding__card onboarding__card--wide">
      <h1 ref={titleRef} tabIndex={-1} className="onboarding__title">
        {text.title}
      </h1>
      <section
        className="onboarding-slides"
        aria-roledescription="carrousel"
        aria-label={text.carousel}
        onKeyDown={onKeyDown}
      >
        <div className="onboarding-slides__viewport">
          <Button
            variant="secondary"
            className="onboarding-slides__arrow"
            aria-label={text.previous}
            aria-controls={slideId}
            onPress={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div
            id={slideId}
            className="onboarding-slides__slide"
            role="group"
            aria-roledescription="diapositive"
            aria-label={text.position(index + 1, total)}
            aria-live="polite"
          >
            <h2 className="onboarding-slides__title">{slide.title}</h2>
            {slide.paragraphs.map((paragraph) => (
              <p key={paragraph} className="onboarding-slides__text">
                {paragraph}
              </p>
            ))}
            {slide.items && (
              <ul className="onboarding-slides__axes">
                {slide.items.map((item) => (
                  <li key={item.label}>
                    <strong>{item.label}</strong> : {item.detail}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Button
            variant="secondary"
            className="onboarding-slides__arrow"
            aria-label={text.next}
            aria-controls={slideId}
            onPress={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="onboarding-slides__dots">
          {SLIDES.map((entry, position) => (
            <button
              key={entry.title}
              type="button"
              className={cx('onboarding-slides__dot', position === index && 'onboarding-slides__dot--current')}
              aria-label={text.goTo(position + 1)}
              aria-current={position === index ? 'step' : undefined}
              aria-controls={slideId}
              onClick={() => go(position)}
            />
          ))}
        </div>
      </section>
      <div className="onboarding__actions onboarding__actions--centered">
        {isLast ? (
          <LinkButton to={PREAMBLE} size="lg">
            {text.start}
          </LinkButton>
        ) : (
          <>
            <span
              role="link"
              aria-disabled="true"
              aria-describedby={`${slideId}-hint`}
              className={cx(buttonClassName({ size: 'lg' }), 'onboarding__start--disabled')}
            >
              {text.start}
            </span>
            <p id={`${slideId}-hint`} className="onboarding__hint">
              {text.startHint}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
