import { useMutation, useQuery } from '@tanstack/react-query';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { Schemas } from '@/api';
import { Alert, Button, ProgressBar, QueryState, SelectField, TextAreaField } from '@/components/ui';
import { useForm } from '@/lib/form';
import { perceptionPageQueries } from './page-queries';
import { PERCEPTION_PROGRESS } from './progress';
import {
  AXIS_CHOICES,
  SCORE_RANGE_CHOICES,
  axisCodeOf,
  axisLabelOf,
  scoreRangeCodeOf,
  scoreRangeLabelOf,
} from './codes';
import { perceptionContent } from './content';
import { PERCEPTION_SCHEMA, formValuesOf, type PerceptionValues } from './perception-form';
import { diagnosisMutations } from './mutations';
import './diagnosis.css';

export interface PerceptionPageProps {
  /** The signed-in person's company, or null when they have none yet (nothing can be saved then). */
  companyId: number | null;
}

const AXIS_OPTIONS = AXIS_CHOICES.map((choice) => ({ id: choice.label, label: choice.label }));
const SCORE_OPTIONS = SCORE_RANGE_CHOICES.map((choice) => ({ id: choice.label, label: `${choice.label} / 100` }));

/** /diagnosis/entreprise: the company's perception of its own RSE policy, before the questionnaire. */
export function PerceptionPage({ companyId }: PerceptionPageProps) {
  return (
    <article className="diagnosis-page perception">
      {/* The page's own value from the first frame, not the store's previous one until the effect has run. */}
      <ProgressBar label={perceptionContent.progressLabel} value={PERCEPTION_PROGRESS} size="sm" />
      <h1 className="diagnosis-page__title">{perceptionContent.title}</h1>
      <p className="diagnosis-page__lead">{perceptionContent.intro}</p>
      {companyId === null ? (
        <Alert tone="warning">{perceptionContent.noCompany}</Alert>
      ) : (
        <PrefilledForm companyId={companyId} />
      )}
    </article>
  );
}

function PrefilledForm({ companyId }: { companyId: number }) {
  // A failed re-read of the company (a refocus, another tab's change) keeps the form and what was typed in it.
  const company = useQuery(perceptionPageQueries(companyId).company);
  return (
    <QueryState query={company} what={perceptionContent.companyWhat}>
      {(data) => <PerceptionForm companyId={companyId} initialValues={valuesOf(data)} />}
    </QueryState>
  );
}

function valuesOf(company: Schemas['Company']): PerceptionValues {
  return {
    primaryAxe: axisLabelOf(company.primary_axe),
    improvementAxe: axisLabelOf(company.improvement_axe),
    lastInitiative: company.last_initiative ?? '',
    expectedScore: scoreRangeLabelOf(company.expected_score),
  };
}

interface PerceptionFormProps {
  companyId: number;
  initialValues: PerceptionValues;
}

function PerceptionForm({ companyId, initialValues }: PerceptionFormProps) {
  const navigate = useNavigate();
  const save = useMutation(diagnosisMutations.saveAxes(companyId));
  const form = useForm(formValuesOf(initialValues), PERCEPTION_SCHEMA);
  const { values } = form;
  // Selects hand over null for no choice; the form keeps '' for it.
  const choice = (name: 'primaryAxe' | 'improvementAxe' | 'expectedScore') => {
    const { value, onChange, ...rest } = form.field(name);
    return { ...rest, value: value || null, onChange: (next: string | null) => onChange(next ?? '') };
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.checkBeforeSubmit()) return;
    save.mutate(
      {
        primary_axe: axisCodeOf(values.primaryAxe),
        improvement_axe: axisCodeOf(values.improvementAxe),
        last_initiative: values.lastInitiative.trim(),
        expected_score: scoreRangeCodeOf(values.expectedScore),
      },
      {
        onSuccess: () => void navigate({ to: '/limited-access' }),
      },
    );
  }

  return (
    <form className="perception__form" onSubmit={submit} noValidate>
      <SelectField
        label={perceptionContent.primaryAxe.label}
        placeholder={perceptionContent.primaryAxe.placeholder}
        options={AXIS_OPTIONS}
        {...choice('primaryAxe')}
        isRequired
      />
      <SelectField
        label={perceptionContent.improvementAxe.label}
        placeholder={perceptionContent.improvementAxe.placeholder}
        options={AXIS_OPTIONS}
        {...choice('improvementAxe')}
        isRequired
      />
      <TextAreaField
        label={perceptionContent.lastInitiative.label}
        description={perceptionContent.lastInitiative.description}
        placeholder={perceptionContent.lastInitiative.placeholder}
        {...form.field('lastInitiative')}
        maxLength={FIELD_MAX_LENGTH.last_initiative}
        rows={3}
        isRequired
      />
      <SelectField
        label={perceptionContent.expectedScore.label}
        placeholder={perceptionContent.expectedScore.placeholder}
        options={SCORE_OPTIONS}
        {...choice('expectedScore')}
        isRequired
      />
      {save.isError && <Alert tone="danger">{perceptionContent.saveFailed}</Alert>}
      <div className="diagnosis-page__actions">
        <Button type="submit" isDisabled={!form.isValid} isPending={save.isPending}>
          {perceptionContent.submit}
        </Button>
      </div>
    </form>
  );
}
