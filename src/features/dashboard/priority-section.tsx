import { useQuery } from '@tanstack/react-query';
import { Maximize2 } from 'lucide-react';
import type { Schemas } from '@/api';
import { axisColors, ChartSlot, PieChart, RadarChart, type RadarItem } from '@/components/charts';
import { Button, Card, Modal, ModalTrigger, QueryState } from '@/components/ui';
import { priorityContent } from './content';
import type { DashboardQueries } from './page-queries';
import './dashboard.css';

export interface PrioritySectionProps {
  /** The dashboard's queries for the signed-in person: the priority issues and actions are those of their company. */
  queries: DashboardQueries;
}

/** The spokes of the radar: one per priority issue, its maturity level from 0 to 4. */
export function radarItems(liked: readonly Schemas['LikedQuestion'][]): RadarItem[] {
  return liked.map((question) => ({ label: question.questionTitle, value: question.questionLevel }));
}

/** 'Mon plan d'actions Prioritaires': the maturity radar, the status pie and the per-axis donut, each on its own. */
export function PrioritySection({ queries }: PrioritySectionProps) {
  return (
    <Card title={priorityContent.title} padding="lg" className="dashboard-section">
      <div className="priority-grid">
        {/* Measured while the radar's data load, so the radar is drawn once at its width. */}
        <ChartSlot className="priority-grid__radar">
          <MaturityRadar queries={queries} />
        </ChartSlot>
        <div className="priority-grid__side">
          <ActionStatusPie queries={queries} />
          <IssueDistributionDonut queries={queries} />
        </div>
      </div>
    </Card>
  );
}

/** 'Maturité de vos enjeux prioritaires', enlargeable in a modal. */
export function MaturityRadar({ queries }: PrioritySectionProps) {
  const query = useQuery(queries.likedQuestions);
  const { radar } = priorityContent;
  return (
    <QueryState query={query} what={radar.what} minHeight="24rem">
      {(liked) => {
        const items = radarItems(liked);
        const enlarge =
          items.length > 0 ? (
            <ModalTrigger>
              <Button variant="secondary" size="sm" iconStart={<Maximize2 />}>
                {radar.enlarge}
              </Button>
              <Modal title={radar.title} size="xl">
                <RadarChart
                  title={radar.title}
                  hideTitle
                  description={radar.description}
                  items={items}
                  columns={radar.columns}
                  maxSize={720}
                  emptyText={radar.empty}
                />
              </Modal>
            </ModalTrigger>
          ) : undefined;
        return (
          <RadarChart
            title={radar.title}
            headingLevel={3}
            description={radar.description}
            items={items}
            columns={radar.columns}
            emptyText={radar.empty}
            actions={enlarge}
          />
        );
      }}
    </QueryState>
  );
}

/** 'Avancée de vos actions prioritaires': validated, in progress and to do. */
export function ActionStatusPie({ queries }: PrioritySectionProps) {
  const query = useQuery(queries.solutionStatusCount);
  const { status } = priorityContent;
  return (
    <QueryState query={query} what={status.what}>
      {(counts) => (
        <PieChart
          title={status.title}
          headingLevel={3}
          size={200}
          emptyText={status.empty}
          slices={[
            { label: status.labels.validated, value: counts.validated, color: 'var(--color-success)' },
            { label: status.labels.inProgress, value: counts.inProgress, color: 'var(--color-warning)' },
            { label: status.labels.toRealize, value: counts.toRealize, color: 'var(--color-neutral-500)' },
          ]}
        />
      )}
    </QueryState>
  );
}

/** 'Répartition de vos enjeux prioritaires': how many issues per axis, in the axis colours. */
export function IssueDistributionDonut({ queries }: PrioritySectionProps) {
  const query = useQuery(queries.likedQuestionsCount);
  const { distribution } = priorityContent;
  return (
    <QueryState query={query} what={distribution.what}>
      {(counts) => (
        <PieChart
          title={distribution.title}
          headingLevel={3}
          size={200}
          innerRatio={0.62}
          emptyText={distribution.empty}
          center={
            <>
              <span className="chart-donut__value">{counts.total}</span>
              <span className="chart-donut__unit">{distribution.centerUnit(counts.total)}</span>
            </>
          }
          slices={[
            { label: distribution.labels.gouvernance, value: counts.gouvernance, color: axisColors.gouvernance },
            { label: distribution.labels.social, value: counts.social, color: axisColors.social },
            {
              label: distribution.labels.environnement,
              value: counts.environnement,
              color: axisColors.environnement,
            },
            { label: distribution.labels.business, value: counts.business, color: axisColors.business },
          ]}
        />
      )}
    </QueryState>
  );
}
