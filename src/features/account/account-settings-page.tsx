import { Card } from '@/components/ui';
import { AccountSettingsLayout } from './account-settings-layout';
import { notificationContent, passwordContent, profileContent } from './content';
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
    <AccountSettingsLayout>
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
    </AccountSettingsLayout>
  );
}
