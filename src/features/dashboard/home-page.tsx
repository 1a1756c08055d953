import { homeContent } from './content';
import { DashboardLayout } from './dashboard-layout';

/** /home: the spec's placeholder screen, a 'Home Page' heading inside the signed-in shell and nothing more. */
export function HomePage() {
  return <DashboardLayout title={homeContent.title} />;
}
