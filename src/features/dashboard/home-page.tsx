import { homeContent } from './content';
import './dashboard.css';

/** /home: the spec's placeholder screen, a 'Home Page' heading inside the signed-in shell and nothing more. */
export function HomePage() {
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{homeContent.title}</h1>
    </div>
  );
}
