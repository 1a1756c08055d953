import { Link } from '@tanstack/react-router';
import { resourcesContent } from './content';

/** Links between the two parts of 'Ressources Steer'; the current one is marked for assistive technologies. */
export function ResourcesNav() {
  return (
    <nav className="resources-nav" aria-label={resourcesContent.sectionsLabel}>
      <Link to="/mes-ressources" className="resources-nav__link" activeOptions={{ exact: true }}>
        {resourcesContent.guidesTab}
      </Link>
      <Link to="/sensibilisation" className="resources-nav__link">
        {resourcesContent.awarenessTab}
      </Link>
    </nav>
  );
}
