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

/** A link of a submenu. `lockable` entries are blocked until the questionnaire is finished (spec §4). */
export interface MenuLink {
  /** Menu item id of the spec (§3). */
  id: number;
  label: string;
  /** Path as the spec names it; some routes are built by other parts of the product. */
  to: string;
  icon: LucideIcon;
  lockable: boolean;
  /** Other paths that belong to this entry, highlighted with it (spec §2 "Known prefixes"). */
  alsoActiveOn: readonly string[];
}

/** A top-level section with its submenu. */
export interface MenuSection {
  /** Stable key, also used in local storage for the open submenu. */
  key: string;
  /** Menu item id of the spec (§3). */
  id: number;
  label: string;
  icon: LucideIcon;
  lockable: boolean;
  links: readonly MenuLink[];
}

/** The sections and links of spec §2, in order; the SteerStore is pinned below them. */
export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    key: 'tableau-de-bord',
    id: 3,
    label: 'Tableau de bord',
    icon: LayoutDashboard,
    lockable: true,
    links: [
      {
        id: 31,
        label: 'Mes progrès',
        to: '/approach',
        icon: TrendingUp,
        lockable: true,
        alsoActiveOn: ['/ma-demarche'],
      },
      { id: 32, label: 'Ma performance', to: '/ma-performance', icon: Gauge, lockable: true, alsoActiveOn: [] },
    ],
  },
  {
    key: 'plan-d-action',
    id: 4,
    label: "Plan d'action",
    icon: ClipboardList,
    lockable: false,
    links: [
      {
        id: 1,
        label: 'Mon évaluation',
        to: '/diagnostic',
        icon: ClipboardCheck,
        lockable: false,
        // The questionnaire itself (/diagnosis, /diagnosis/environnement …) is part of the evaluation.
        alsoActiveOn: ['/diagnosis'],
      },
      { id: 41, label: 'Mes leviers', to: '/solutions', icon: Lightbulb, lockable: true, alsoActiveOn: [] },
      { id: 42, label: 'Mon pilotage', to: '/pilotage', icon: Compass, lockable: true, alsoActiveOn: [] },
      {
        id: 43,
        label: 'Mes réalisations',
        to: '/mes-actions-realisees',
        icon: Trophy,
        lockable: true,
        alsoActiveOn: [],
      },
    ],
  },
  {
    key: 'mes-ressources',
    id: 5,
    label: 'Mes ressources',
    icon: BookOpen,
    lockable: false,
    links: [
      {
        id: 4,
        label: 'Ressources Steer',
        to: '/mes-ressources',
        icon: Library,
        lockable: false,
        alsoActiveOn: ['/articles-blog', '/sensibilisation'],
      },
      {
        id: 5,
        label: 'Mes documents',
        to: '/mes-documents',
        icon: FileText,
        lockable: false,
        alsoActiveOn: ['/mes-documents-internes', '/mes-documents-steer'],
      },
    ],
  },
  {
    key: 'enquetes',
    id: 10,
    label: 'Enquête(s)',
    icon: MessageSquareText,
    lockable: false,
    links: [
      {
        id: 11,
        label: 'Tableau de bord',
        to: '/mon-enquete/dashboard',
        icon: ChartNoAxesCombined,
        lockable: false,
        alsoActiveOn: ['/mon-enquete'],
      },
    ],
  },
];

/** 'SteerStore', pinned at the bottom, with no sub-items. */
export const STORE_LINK: MenuLink = {
  id: 6,
  label: 'SteerStore',
  to: '/steer-store',
  icon: Store,
  lockable: false,
  alsoActiveOn: [],
};

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
  lockedLink:
    'Vous ne pouvez pas encore accéder à ces fonctionnalités, contactez votre copilote pour passer à la version payante.',
  lockedSection:
    'Ne soyez pas trop pressé, vous aurez accès à cette section lorsque vous aurez intégralement complété le questionnaire.',
} as const;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which section and link the current path belongs to, for highlighting; null outside the menu's pages. */
export function activeMenuEntry(pathname: string): { sectionKey: string | null; linkId: number } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isUnder(path, STORE_LINK.to)) return { sectionKey: null, linkId: STORE_LINK.id };
  for (const section of MENU_SECTIONS) {
    for (const link of section.links) {
      if ([link.to, ...link.alsoActiveOn].some((base) => isUnder(path, base))) {
        return { sectionKey: section.key, linkId: link.id };
      }
    }
  }
  return null;
}
