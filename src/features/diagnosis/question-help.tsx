import { Info, Lightbulb } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Button, Modal, ModalTrigger } from '@/components/ui';
import {
  esrsLabel,
  iso26000Label,
  questionTextParts,
  vsmeLabel,
  type DiagnosisQuestion,
  type QuestionDefinition,
} from '@/content/diagnosis';
import { questionPageContent } from './content';

/** The question text, each defined term followed by its info icon opening the definition. */
export function QuestionText({ question }: { question: DiagnosisQuestion }) {
  const definitions = question.kind === 'rated' ? question.definitions : [];
  return (
    <p className="question__text">
      {questionTextParts(question.question).map((part, index) => {
        const definition = definitions.find((candidate) => candidate.term === part.text);
        if (part.kind === 'text' || !definition) return <span key={index}>{part.text}</span>;
        return <DefinitionTerm key={index} definition={definition} />;
      })}
    </p>
  );
}

/** A defined term and its info icon; the icon opens a modal of type 'Définition'. */
export function DefinitionTerm({ definition }: { definition: QuestionDefinition }) {
  return (
    <span className="question__term">
      <span className="question__term-text">{definition.term}</span>
      <ModalTrigger>
        <AriaButton
          className="question__term-button"
          aria-label={questionPageContent.definitionButton(definition.term)}
        >
          <Info size={16} aria-hidden="true" />
        </AriaButton>
        <Modal title={definition.title}>
          <p className="question-modal__type">{questionPageContent.definitionType}</p>
          <p>{definition.content}</p>
          {definition.secondContent && <p>{definition.secondContent}</p>}
          {definition.list && (
            <ul className="question-modal__list">
              {definition.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Modal>
      </ModalTrigger>
    </span>
  );
}

export interface EnjeuButtonProps {
  /** The question whose stakes and framework tags the modal shows. */
  question: DiagnosisQuestion;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/** 'Quel enjeu ?': a modal of type 'Enjeu' with why the topic matters and where it sits in ISO 26000, ESRS and VSME. */
export function EnjeuButton({ question, defaultOpen }: EnjeuButtonProps) {
  return (
    <ModalTrigger defaultOpen={defaultOpen}>
      <Button variant="ghost" size="sm" iconStart={<Lightbulb size={16} />}>
        {questionPageContent.enjeuButton}
      </Button>
      <Modal title={question.enjeu.title} size="lg">
        <p className="question-modal__type">{questionPageContent.enjeuType}</p>
        {question.enjeu.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <h3 className="question-modal__subtitle">{questionPageContent.frameworksTitle}</h3>
        <dl className="question-modal__frameworks">
          <div>
            <dt>{questionPageContent.iso26000}</dt>
            <dd>{iso26000Label(question.iso26000)}</dd>
          </div>
          <div>
            <dt>{questionPageContent.esrs}</dt>
            <dd>{question.esrs.map(esrsLabel).join(' · ')}</dd>
          </div>
          <div>
            <dt>{questionPageContent.vsme}</dt>
            <dd>{question.vsme.map(vsmeLabel).join(' · ')}</dd>
          </div>
        </dl>
        <p className="question-modal__hint">{questionPageContent.frameworksHint}</p>
      </Modal>
    </ModalTrigger>
  );
}
