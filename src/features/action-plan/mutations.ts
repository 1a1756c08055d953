import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { serverTruthAfter } from '@/api/server-truth';
import { actionPlanQueries } from './queries';

export type PlanSolution = Schemas['ActionPlanSolution'];
export type SolutionChanges = Schemas['ActionPlanSolutionUpdate'];
export type Lever = Schemas['ActionPlanLever'];

/** Puts the server's copy of an action in the plan's cache, so the board moves without a refetch. */
function storeSolution(client: QueryClient, email: string, solution: PlanSolution): void {
  client.setQueryData(actionPlanQueries.plan(email).queryKey, (plan) =>
    plan?.map((entry) => (entry.id === solution.id ? solution : entry)),
  );
}

/**
 * What follows any change of the plan: the dashboard (counts, deadlines, achievements, radar) and the pages that
 * derive from the plan refetch; the plan itself was already updated from the answer.
 */
async function refreshAround(client: QueryClient, email: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: dashboardQueries.all() }),
    client.invalidateQueries({ queryKey: actionPlanQueries.levers(email).queryKey }),
  ]);
}

/** Whether the server's copy of an action carries the changes. */
function carries(solution: PlanSolution, changes: SolutionChanges): boolean {
  return Object.entries(changes).every(
    ([field, value]) => JSON.stringify(solution[field as keyof PlanSolution]) === JSON.stringify(value),
  );
}

/** One action's writes run one after the other: the change made last is the one the server and the screen keep. */
function actionScope(id: number) {
  return { id: `action-plan/solution/${id}` };
}

/** One priority issue's writes (marked, unmarked) run one after the other, whichever lever's card asked. */
function priorityScope(questionId: number) {
  return { id: `action-plan/priority-issue/${questionId}` };
}

/**
 * The action plan's writes as mutation-option factories, beside `actionPlanQueries`: screens call
 * `useMutation(actionPlanMutations.updateSolution(email, id))`. Each resolves once the server has the change (its
 * answer, or a re-read after a lost one) and rejects otherwise.
 */
export const actionPlanMutations = {
  all: () => ['action-plan'] as const,
  /** The key every 'Mes leviers' write of a lever's card starts with: the card finds its last write by it. */
  leverKey: (leverId: number) => [...actionPlanMutations.all(), 'lever', leverId] as const,
  /**
   * Changes the status, deadline, owner or KPI of an action ('Mon pilotage'). The action's changes share a scope, so
   * a second change made while the first is on its way is sent once the first is answered: whatever order the server
   * would answer them in, the person's last choice is the one that stays.
   */
  updateSolution: (email: string, id: number) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.all(), 'update', id],
      scope: actionScope(id),
      mutationFn: (changes: SolutionChanges, { client }) =>
        serverTruthAfter(
          () =>
            unwrap(
              apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
                params: { path: { email, solutionId: id } },
                body: changes,
              }),
            ),
          async () => {
            const plan = await client.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            const solution = plan.find((entry) => entry.id === id);
            return solution && carries(solution, changes) ? solution : undefined;
          },
        ),
      onSuccess: async (solution, _changes, _result, { client }) => {
        storeSolution(client, email, solution);
        await refreshAround(client, email);
      },
    }),
  /** '+ Ajouter mon KPI': the company's own indicator, chosen for the action at once (in the action's scope). */
  addKpi: (email: string, id: number) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.all(), 'add-kpi', id],
      scope: actionScope(id),
      mutationFn: (content: string, { client }) =>
        serverTruthAfter(
          () =>
            unwrap(
              apiClient.POST('/users/solutions/{email}/plan/{solutionId}/kpis', {
                params: { path: { email, solutionId: id } },
                body: { label: content },
              }),
            ),
          async () => {
            const plan = await client.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            const solution = plan.find((entry) => entry.id === id);
            return solution?.kpi?.content === content ? solution : undefined;
          },
        ),
      onSuccess: (solution, _content, _result, { client }) => storeSolution(client, email, solution),
    }),
  /** A lever becomes an action 'À réaliser' ('Mes leviers'), in the lever's scope (a second press waits for the first). */
  addToPlan: (email: string, leverId: number) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.leverKey(leverId), 'add'],
      scope: { id: `action-plan/lever/${leverId}` },
      mutationFn: (_: void, { client }) =>
        serverTruthAfter(
          () =>
            unwrap(apiClient.POST('/users/solutions/{email}/plan', { params: { path: { email } }, body: { leverId } })),
          async () => {
            const plan = await client.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            return plan.find((entry) => entry.leverId === leverId);
          },
        ),
      onSuccess: async (solution, _variables, _result, { client }) => {
        client.setQueryData(actionPlanQueries.levers(email).queryKey, (levers) =>
          levers?.map((lever) => (lever.id === solution.leverId ? { ...lever, planSolutionId: solution.id } : lever)),
        );
        await Promise.all([
          client.invalidateQueries({ queryKey: actionPlanQueries.plan(email).queryKey }),
          client.invalidateQueries({ queryKey: dashboardQueries.all() }),
        ]);
      },
    }),
  /**
   * Marks a question as a priority issue (true) or takes it back (false); the dashboard's radar and donut follow. The
   * writes of one issue share its scope, whichever lever's card asked: the last choice is the one the server keeps.
   * `leverId` names that card, whose save line shows the write ('Mes leviers'); the server is not sent it.
   */
  togglePriority: (email: string, { questionId, leverId }: { questionId: number; leverId: number }) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.leverKey(leverId), 'priority', questionId],
      scope: priorityScope(questionId),
      mutationFn: (priority: boolean, { client }) =>
        serverTruthAfter(
          async () => {
            const params = { params: { path: { email, questionId } } };
            if (priority) await unwrap(apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', params));
            else await unwrap(apiClient.DELETE('/users/solutions/{email}/priority-issues/{questionId}', params));
            return priority;
          },
          async () => {
            const levers = await client.fetchQuery({ ...actionPlanQueries.levers(email), staleTime: 0 });
            const lever = levers.find((entry) => entry.questionId === questionId);
            return lever?.isPriority === priority ? priority : undefined;
          },
        ),
      onSuccess: async (priority, _priority, _result, { client }) => {
        client.setQueryData(actionPlanQueries.levers(email).queryKey, (levers) =>
          levers?.map((lever) => (lever.questionId === questionId ? { ...lever, isPriority: priority } : lever)),
        );
        await client.invalidateQueries({ queryKey: dashboardQueries.all() });
      },
    }),
};
