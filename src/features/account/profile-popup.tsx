import { useKeepMenuOpen } from '@/components/layouts/menu-state';
import { LinkButton, Modal } from '@/components/ui';
import { passwordContent, profileContent, settingsContent } from './content';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import type { AccountUser } from './mutations';
import './account.css';

export interface ProfilePopupProps {
  /** The signed-in user. */
  user: AccountUser;
  /** Called with the saved user, so the session and the menu follow. */
  onUserUpdated: (user: AccountUser) => void;
}

function ProfilePopupBody({ user, onUserUpdated, onLeave }: ProfilePopupProps & { onLeave: () => void }) {
  // Mounted only while the popup is open: the side menu stays expanded behind it.
  useKeepMenuOpen();
  return (
    <div className="profile-popup__sections">
      <section className="profile-popup__section" aria-labelledby="profil-informations">
        <h3 id="profil-informations" className="profile-popup__section-title">
          {profileContent.profileTitle}
        </h3>
        <ProfileForm user={user} onSaved={onUserUpdated} />
      </section>
      <section className="profile-popup__section" aria-labelledby="profil-mot-de-passe">
        <h3 id="profil-mot-de-passe" className="profile-popup__section-title">
          {passwordContent.title}
        </h3>
        <PasswordChangeForm email={user.email} />
      </section>
      <div className="profile-popup__settings-link">
        {/* The popup closes as the settings page opens: it would otherwise stay over it. */}
        <LinkButton to="/configurer-mon-compte" variant="ghost" onClick={onLeave}>
          {settingsContent.link}
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * The profile popup opened from the menu's initials (spec §2 keeps it dead code; here it works): one's information
 * and a password change. Place it as `profileDialog` of the side menu, which opens it and gets focus back on close.
 */
export function ProfilePopup(props: ProfilePopupProps) {
  return (
    <Modal title={profileContent.popupTitle} size="lg">
      {({ close }) => <ProfilePopupBody {...props} onLeave={close} />}
    </Modal>
  );
}
