import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, Card } from '@/components/ui';
import { welcomeContent } from './content';

export interface WelcomeStepProps {
  /** Name of the company just created or joined. */
  companyName: string | null;
  /** 'Suivant': on to the introduction slides. */
  onNext: () => void;
}

/** 'Bienvenue à bord !' once the company is set (spec §2 Onboarding, step 2). */
export function WelcomeStep({ companyName, onNext }: WelcomeStepProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A new step replaces the form the focus was in: start reading from its title.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Card className="onboarding__card onboarding__card--centered">
      <PartyPopper className="onboarding__illustration" aria-hidden="true" />
      <h1 ref={titleRef} tabIndex={-1} className="onboarding__title">
        {welcomeContent.title}
      </h1>
      <p className="onboarding__intro">{welcomeContent.text(companyName)}</p>
      <div className="onboarding__actions onboarding__actions--centered">
        <Button size="lg" onPress={onNext}>
          {welcomeContent.next}
        </Button>
      </div>
    </Card>
  );
}
