import {
  BookOpen,
  ChartNoAxesCombined,
  ClipboardCheck,
  ClipboardList,
  Compass,
  FileText,
  Gauge,
  LayoutDashboard,
  Library,
  Lightbulb,
  MessageSquareText,
  Store,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import {
  APP_PAGES,
  MENU_SECTIONS as SECTIONS,
  pageAt,
  type AppPage,
  type MenuSectionKey,
  type LinkPath,
} from '@/domain/pages';

/** A link of the menu: a page of the one page table (`src/domain/pages.ts`) with its icon. */
export interface MenuLink {
  /** Menu item id of the spec (§3). */
  id: number;
  label: string;
  to: LinkPath;
  icon: LucideIcon;
  /** The page's entry in the page table: what opens it. */
  page: AppPage;
}

/** A top-level section with its submenu. */
export interface MenuSection {
  /** Stable key, also used in local storage for the open submenu. */
  key: MenuSectionKey;
  /** Menu item id of the spec (§3). */
  id: number;
  label: string;
  icon: LucideIcon;
  links: readonly MenuLink[];
}

/** The icons are the menu's own; everything else comes from the page table. */
const PAGE_ICONS: Readonly<Record<number, LucideIcon>> = {
  31: TrendingUp,
  32: Gauge,
  1: ClipboardCheck,
  41: Lightbulb,
  42: Compass,
  43: Trophy,
  4: Library,
  5: FileText,
  11: ChartNoAxesCombined,
  6: Store,
};
const SECTION_ICONS: Readonly<Record<MenuSectionKey, LucideIcon>> = {
  'tableau-de-bord': LayoutDashboard,
  'plan-d-action': ClipboardList,
  'mes-ressources': BookOpen,
  enquetes: MessageSquareText,
};

function linkOf(page: AppPage & { menu: NonNullable<AppPage['menu']> }): MenuLink {
  return {
    id: page.menu.id,
    label: page.label,
    to: page.to,
    icon: PAGE_ICONS[page.menu.id] ?? FileText,
    page,
  };
}

const linksOf = (section: MenuSectionKey | 'store') =>
  APP_PAGES.flatMap((page: AppPage) => (page.menu?.section === section ? [linkOf({ ...page, menu: page.menu })] : []));

/** The sections and links of spec §2, in order; the SteerStore is pinned below them. */
export const MENU_SECTIONS: readonly MenuSection[] = SECTIONS.map((section) => ({
  ...section,
  icon: SECTION_ICONS[section.key],
  links: linksOf(section.key),
}));

/** 'SteerStore', pinned at the bottom, with no sub-items. */
export const STORE_LINK: MenuLink = linksOf('store')[0] as MenuLink;

/** The texts of the shell (spec §2, §6), quoted exactly where the spec gives them. */
export const menuContent = {
  navLabel: 'Menu principal',
  openDrawer: 'Ouvrir le menu',
  closeDrawer: 'Fermer le menu',
  home: 'Steer — mon tableau de bord',
  profile: 'Mon profil',
  collaborators: 'Gérer mes collaborateurs',
  logout: 'Se déconnecter',
  skipToContent: 'Aller au contenu',
} as const;

/** Which section and link the current path belongs to, for highlighting; null outside the menu's pages. */
export function activeMenuEntry(pathname: string): { sectionKey: MenuSectionKey | null; linkId: number } | null {
  const menu = pageAt(pathname)?.menu;
  if (!menu) return null;
  return { sectionKey: menu.section === 'store' ? null : menu.section, linkId: menu.id };
}
