import { Link } from '@tanstack/react-router';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Logo } from '@/components/ui';
import { menuContent } from './menu-items';
import type { SideMenuProps } from './side-menu';
import { MenuEntries, homeOf } from './side-menu-entries';
import './side-menu.css';

/** The menu below 1024 px: a bar with a menu button that opens the same entries in an off-canvas drawer. */
export function DrawerMenu(props: SideMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="side-menu-bar">
      <AriaButton className="side-menu-bar__button" aria-label={menuContent.openDrawer} onPress={() => setOpen(true)}>
        <MenuIcon aria-hidden="true" />
      </AriaButton>
      <Link to={homeOf(props.pageAccess)} className="side-menu__logo-link">
        <Logo size="sm" />
      </Link>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className="side-menu-drawer__overlay">
        <Modal className="side-menu-drawer">
          <Dialog aria-label={menuContent.navLabel} className="side-menu-drawer__dialog">
            <AriaButton
              className="side-menu__icon-button side-menu-drawer__close"
              aria-label={menuContent.closeDrawer}
              onPress={() => setOpen(false)}
            >
              <X aria-hidden="true" />
            </AriaButton>
            <MenuEntries {...props} expanded onNavigate={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
