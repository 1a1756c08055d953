import { PieChart, type PieChartProps } from './pie-chart';

export interface CollaboratorDonutProps extends Pick<PieChartProps, 'title' | 'headingLevel' | 'size' | 'className'> {
  /** People of the company registered on Steer (`users/count`). */
  registered: number;
  /** The company's headcount (`company/employees-number`). */
  employees: number;
}

/** Labels of the collaborator donut's two slices. */
export const COLLABORATOR_DONUT_TEXT = {
  registered: 'Collaborateurs inscrits sur Steer',
  notRegistered: 'Collaborateurs pas encore inscrits',
  centerUnit: 'inscrits',
} as const;

/**
 * How many of the company's employees take part on Steer: a donut of registered vs not-yet-registered people with
 * 'n/N' in its hole. A headcount below the number of accounts (an outdated figure) counts as the number of accounts.
 */
export function CollaboratorDonut({ registered, employees, size = 160, ...figure }: CollaboratorDonutProps) {
  const headcount = Math.max(employees, registered);
  return (
    <PieChart
      {...figure}
      size={size}
      innerRatio={0.68}
      formatValue={(value) => `${value}`}
      slices={[
        { label: COLLABORATOR_DONUT_TEXT.registered, value: registered, color: 'var(--color-primary)' },
        {
          label: COLLABORATOR_DONUT_TEXT.notRegistered,
          value: headcount - registered,
          color: 'var(--color-neutral-200)',
        },
      ]}
      center={
        <>
          <span className="chart-donut__value">
            {registered}/{headcount}
          </span>
          <span className="chart-donut__unit">{COLLABORATOR_DONUT_TEXT.centerUnit}</span>
        </>
      }
    />
  );
}
