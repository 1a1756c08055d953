import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/error-message';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { Alert, Button, Card, QueryState, SelectField, TextField } from '@/components/ui';
import { firstOf, formSchema, tooLong, useForm } from '@/lib/form';
import { SECTORS, companyFormContent as text, type Sector } from './content';
import { onboardingMutations } from './mutations';
import { onboardingPageQueries } from './page-queries';
import type { DomainCompany } from './queries';
import type { OnboardingUser } from './types';
import './onboarding.css';

export interface CompanyStepProps {
  /** The signed-in user without a company. */
  user: OnboardingUser;
  /**
   * Called once the company is created or joined. It refreshes the session so the access token carries the new
   * companyId; it resolves false when that refresh failed (the step then offers to try again).
   */
  onCompanyReady: () => Promise<boolean>;
}

interface Values {
  position: string;
  name: string;
  /** A sector of SECTORS, '' before one is chosen. */
  sector: string;
  activity: string;
  website: string;
  employees: string;
}

const EMPTY: Values = { position: '', name: '', sector: '', activity: '', website: '', employees: '1' };

const positionError = (values: Values) =>
  firstOf(values.position.trim() === '' ? text.positionRequired : undefined, tooLong('position', values.position));

/** Joining a company of one's domain: only the position is asked (the rest is the company's, locked). */
const JOIN_SCHEMA = formSchema<Values>((values) => ({ position: positionError(values) }));

/** Creating the company: spec §5's required fields and the contract's limits. */
const CREATE_SCHEMA = formSchema<Values>((values) => ({
  position: positionError(values),
  name: firstOf(values.name.trim() === '' ? text.nameRequired : undefined, tooLong('name', values.name)),
  sector: values.sector === '' ? text.sectorRequired : undefined,
  activity: tooLong('activity', values.activity),
  website: tooLong('website', values.website),
  employees: /^\s*[1-9]\d*\s*$/.test(values.employees) ? undefined : text.employeesInvalid,
}));

const sectorOptions = SECTORS.map((sector) => ({ id: sector, label: sector }));

/**
 * 'Mon entreprise' (spec §2 Onboarding): looks up the company of the user's e-mail domain first. When one exists its
 * fields are shown locked and only the position is asked, to join it as MEMBER; otherwise the company is created.
 */
export function CompanyStep({ user, onCompanyReady }: CompanyStepProps) {
  const lookup = useQuery(onboardingPageQueries(user.email).domainCompany);
  return (
    <QueryState
      query={lookup}
      what={text.lookupWhat}
      minHeight="20rem"
      framed={(failure) => (
        <Card className="onboarding__card">
          <h1 className="onboarding__title">{text.title}</h1>
          {failure}
        </Card>
      )}
    >
      {(existing) => <CompanyForm user={user} existing={existing} onCompanyReady={onCompanyReady} />}
    </QueryState>
  );
}

function CompanyForm({
  user,
  existing,
  onCompanyReady,
}: CompanyStepProps & {
  /** The company of the user's domain, or null when there is none. */
  existing: DomainCompany | null;
}) {
  const joining = existing !== null;
  const form = useForm<Values>(
    existing
      ? {
          position: '',
          name: existing.name,
          sector: existing.sector,
          activity: existing.activity,
          website: existing.website,
          employees: String(existing.employees_number),
        }
      : EMPTY,
    joining ? JOIN_SCHEMA : CREATE_SCHEMA,
  );
  const values = form.values;
  const [sessionFailed, setSessionFailed] = useState(false);
  const create = useMutation(onboardingMutations.createCompany());
  const join = useMutation(onboardingMutations.joinCompany(user.id));
  const save = joining ? join : create;
  const [refreshing, setRefreshing] = useState(false);
  const busy = save.isPending || refreshing;
  const field = (name: 'position' | 'name' | 'activity' | 'website' | 'employees') => ({
    ...form.field(name),
    ...(name === 'employees' ? {} : { maxLength: FIELD_MAX_LENGTH[name] }),
  });

  async function finish() {
    setRefreshing(true);
    const ok = await onCompanyReady();
    setRefreshing(false);
    setSessionFailed(!ok);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (sessionFailed) {
      await finish();
      return;
    }
    if (!form.checkBeforeSubmit()) return;
    try {
      if (existing) {
        await join.mutateAsync({ companyId: existing.id, position: values.position.trim() });
      } else {
        await create.mutateAsync({
          userId: user.id,
          name: values.name.trim(),
          position: values.position.trim(),
          sector: (values.sector || 'Autre') as Sector,
          activity: values.activity.trim(),
          website: values.website.trim(),
          employeesNumber: Number(values.employees.trim()),
        });
      }
    } catch {
      return; // shown below from the mutation's error
    }
    await finish();
  }

  const failure = save.isError ? errorMessage(save.error, { fallback: text.saveFailure }) : undefined;
  const locked = joining ? { isReadOnly: true, description: undefined } : {};

  return (
    <Card className="onboarding__card">
      <h1 className="onboarding__title">{text.title}</h1>
      {joining ? (
        <Alert tone="info">{text.joinIntro(existing.name)}</Alert>
      ) : (
        <p className="onboarding__intro">{text.intro}</p>
      )}
      <form className="onboarding__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={text.title}>
        <TextField
          label={text.position}
          autoComplete="organization-title"
          placeholder={text.positionPlaceholder}
          {...field('position')}
          isRequired
          isReadOnly={busy || sessionFailed}
          autoFocus={joining}
        />
        <fieldset className="onboarding__fieldset">
          <legend className="visually-hidden">{text.title}</legend>
          <TextField
            label={text.name}
            autoComplete="organization"
            {...field('name')}
            isRequired={!joining}
            {...locked}
          />
          {joining ? (
            <TextField label={text.sector} name="sector" value={values.sector} isReadOnly />
          ) : (
            <SelectField<Sector>
              label={text.sector}
              placeholder={text.sectorPlaceholder}
              options={sectorOptions}
              value={(values.sector || null) as Sector | null}
              onChange={(sector) => form.setValue('sector', sector ?? '')}
              errorMessage={form.field('sector').errorMessage}
              isRequired
            />
          )}
          <TextField
            label={text.activity}
            placeholder={joining ? undefined : text.activityPlaceholder}
            {...field('activity')}
            {...locked}
          />
          <div className="onboarding__row">
            <TextField
              label={text.website}
              type="url"
              autoComplete="url"
              placeholder={joining ? undefined : text.websitePlaceholder}
              {...field('website')}
              {...locked}
            />
            <TextField label={text.employees} {...field('employees')} isRequired={!joining} {...locked} />
          </div>
          {joining && <p className="onboarding__hint">{text.joinLockedHelp}</p>}
        </fieldset>
        {failure && (
          <Alert tone="danger" key={save.submittedAt}>
            {failure}
          </Alert>
        )}
        {sessionFailed && <Alert tone="danger">{text.sessionFailure}</Alert>}
        <div className="onboarding__actions">
          <Button type="submit" size="lg" isPending={busy} isDisabled={busy}>
            {sessionFailed ? text.retry : joining ? text.join : text.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}
