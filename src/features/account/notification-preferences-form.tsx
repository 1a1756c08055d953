import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/error-message';
import { isOutcomeUnknown } from '@/api/server-truth';
import { useState, type FormEvent } from 'react';
import { Alert, Button, QueryState, SaveStatus, SelectField, Switch, saveStateOf } from '@/components/ui';
import { notificationContent as text } from './content';
import { accountMutations } from './mutations';
import type { NotificationPreferences } from './notification-queries';
import { accountSettingsPageQueries } from './page-queries';
import './account.css';

export interface NotificationPreferencesFormProps {
  /** E-mail of the signed-in person (their preferences only). */
  email: string;
}

const FLAGS = ['deadlineReminders', 'copiloteMessages', 'surveyDigest', 'resourcesNewsletter'] as const;

/** Which e-mails Steer sends the person, and how often; saved with one explicit 'Enregistrer'. */
export function NotificationPreferencesForm({ email }: NotificationPreferencesFormProps) {
  const preferences = useQuery(accountSettingsPageQueries(email).preferences);
  return (
    <QueryState query={preferences} what={text.loadWhat}>
      {(saved) => <PreferencesEditor email={email} saved={saved} />}
    </QueryState>
  );
}

function PreferencesEditor({ email, saved }: { email: string; saved: NotificationPreferences }) {
  const [values, setValues] = useState<NotificationPreferences>(saved);
  const save = useMutation(accountMutations.saveNotificationPreferences(email));
  const saveState = saveStateOf(save);
  const dirty = FLAGS.some((flag) => values[flag] !== saved[flag]) || values.frequency !== saved.frequency;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-label={text.title}>
      <fieldset className="notification-form__switches">
        <legend className="visually-hidden">{text.emailsLegend}</legend>
        {FLAGS.map((flag) => (
          <div key={flag} className="notification-form__switch">
            <Switch
              isSelected={values[flag]}
              onChange={(isSelected) => {
                save.reset();
                setValues((current) => ({ ...current, [flag]: isSelected }));
              }}
            >
              {text.flags[flag].label}
            </Switch>
            <p className="notification-form__help">{text.flags[flag].help}</p>
          </div>
        ))}
      </fieldset>
      <SelectField
        label={text.frequency}
        description={text.frequencyHelp}
        options={text.frequencies}
        value={values.frequency}
        onChange={(frequency) => {
          if (!frequency) return;
          save.reset();
          setValues((current) => ({ ...current, frequency }));
        }}
      />
      {saveState === 'saved' && !dirty && <Alert tone="success">{text.saved}</Alert>}
      {saveState === 'unsaved' && (
        <Alert tone="danger">
          {errorMessage(save.error, { fallback: text.failure, byStatus: { 401: text.failure } })}
        </Alert>
      )}
      {/* A saved choice is told once, by the message above. */}
      <SaveStatus
        state={saveState === 'saved' ? 'idle' : saveState}
        onRetry={save.variables && isOutcomeUnknown(save.error) ? () => save.mutate(save.variables) : undefined}
      />
      <div className="account-form__actions">
        <Button type="submit" isPending={save.isPending} isDisabled={!dirty}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
