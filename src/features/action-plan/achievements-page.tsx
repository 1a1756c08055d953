import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button, Card, LinkButton, QueryState, VirtualList } from '@/components/ui';
import { actionPlanContent } from './content';
import { CSV_MIME_TYPE } from '@/lib/csv';
import { saveFile } from '@/lib/download';
import { formatInstantDay } from '@/lib/format';
import { achievementRows, achievementsCsv, levelLabel, type AchievementRow } from './logic';
import { ActionPlanLayout, NoCompanyNotice, type Viewer } from './page-parts';
import './action-plan.css';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { achievementsPageQueries } from './page-queries';

const text = actionPlanContent.achievements;

export type AchievementsPageProps = Viewer;

/** /mes-actions-realisees 'Mes réalisations': validated actions by axis and level, newest first, with a CSV export. */
export function AchievementsPage(viewer: AchievementsPageProps) {
  return viewer.companyId === null ? (
    <ActionPlanLayout text={text}>
      <NoCompanyNotice />
    </ActionPlanLayout>
  ) : (
    <Achievements companyId={viewer.companyId} />
  );
}

function Achievements({ companyId }: { companyId: number }) {
  const grouped = useQuery(achievementsPageQueries({ companyId }).grouped);
  const rows = grouped.data ? achievementRows(grouped.data) : [];
  const exportButton =
    rows.length > 0 ? (
      <Button
        variant="secondary"
        iconStart={<Download size={16} />}
        onPress={() => saveFile(new Blob([achievementsCsv(rows)], { type: CSV_MIME_TYPE }), text.fileName)}
      >
        {text.export}
      </Button>
    ) : undefined;

  return (
    <ActionPlanLayout text={text} action={exportButton}>
      <QueryState query={grouped} what="vos réalisations" framed>
        {() =>
          rows.length === 0 ? (
            <Card padding="lg">
              <p className="action-plan__empty">{text.empty}</p>
              <LinkButton to="/pilotage" variant="secondary">
                {text.emptyLink}
              </LinkButton>
            </Card>
          ) : (
            <AchievementGroups rows={rows} />
          )
        }
      </QueryState>
    </ActionPlanLayout>
  );
}

/** An achievement's height on a laptop (title, question, date), for the first layout; each drawn one is measured. */
const ROW_HEIGHT = 76;

/**
 * One card per axis, its achievements by level then newest first. A large company validates hundreds: each axis
 * draws only the achievements near the screen, a level's heading above its first one.
 */
function AchievementGroups({ rows }: { rows: AchievementRow[] }) {
  const groups = [...new Set(rows.map((row) => row.group))];
  return (
    <>
      {groups.map((group) => {
        const ofGroup = rows.filter((row) => row.group === group);
        const axis = DIAGNOSIS_AXES.find((candidate) => candidate.name === group);
        return (
          <Card
            key={group}
            title={`${axis?.title ?? group} (${ofGroup.length})`}
            padding="lg"
            className={`review__axis review__axis--${axis?.slug ?? 'gouvernance'}`}
          >
            <VirtualList
              items={ofGroup}
              itemKey={(row) => `${row.level}-${row.content}-${row.validatedAt}`}
              estimateSize={ROW_HEIGHT}
              aria-label={axis?.title ?? group}
              className="achievements__list"
              itemClassName="achievements__row"
              renderItem={(row, index) => (
                <>
                  {ofGroup[index - 1]?.level !== row.level && (
                    <h3 className="achievements__level">{levelLabel(row.level)}</h3>
                  )}
                  <div className="achievements__item">
                    <div>
                      <p className="achievements__content">{row.content}</p>
                      <p className="achievements__question">{row.questionTitle}</p>
                    </div>
                    <span className="achievements__date">
                      {text.validatedOn} {formatInstantDay(row.validatedAt)}
                    </span>
                  </div>
                </>
              )}
            />
          </Card>
        );
      })}
    </>
  );
}
