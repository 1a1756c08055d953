import { Card, PageHeader } from '@/components/ui';
import { notificationContent, passwordContent, profileContent, settingsContent } from './content';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import type { AccountUser } from './mutations';
import './account.css';

export interface AccountSettingsPageProps {
  /** The signed-in user. */
  user: AccountUser;
  /** Called with the saved user, so the session and the menu follow. */
  onUserUpdated: (user: AccountUser) => void;
}

/**
 * /configurer-mon-compte (hidden from the menu, reached from the profile popup): the profile and password forms of
 * the popup, plus the notification preferences.
 */
export function AccountSettingsPage({ user, onUserUpdated }: AccountSettingsPageProps) {
  return (
    <div className="account-settings">
      <PageHeader title={settingsContent.title} intro={settingsContent.intro} />
      <div className="account-settings__grid">
        <Card title={profileContent.profileTitle}>
          <ProfileForm user={user} onSaved={onUserUpdated} />
        </Card>
        <Card title={passwordContent.title}>
          <PasswordChangeForm email={user.email} />
        </Card>
        <Card title={notificationContent.title} className="account-settings__wide">
          <p className="account-settings__intro">{notificationContent.intro}</p>
          <NotificationPreferencesForm email={user.email} />
        </Card>
      </div>
    </div>
  );
}
