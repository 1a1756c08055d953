import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { serverTruthAfter } from '@/api/server-truth';
import { actionPlanQueries } from './queries';

export type PlanSolution = Schemas['ActionPlanSolution'];
export type SolutionChanges = Schemas['ActionPlanSolutionUpdate'];
export type Lever = Schemas['ActionPlanLever'];

/** Puts the server's copy of an action in the plan's cache, so the board moves without a refetch. */
function storeSolution(queryClient: QueryClient, email: string, solution: PlanSolution): void {
  queryClient.setQueryData(actionPlanQueries.plan(email).queryKey, (plan) =>
    plan?.map((entry) => (entry.id === solution.id ? solution : entry)),
  );
}

/**
 * What follows any change of the plan: the dashboard (counts, deadlines, achievements, radar) and the pages that
 * derive from the plan refetch; the plan itself was already updated from the answer.
 */
async function refreshAround(queryClient: QueryClient, email: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
    queryClient.invalidateQueries({ queryKey: actionPlanQueries.levers(email).queryKey }),
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

/**
 * The action plan's writes as mutation-option factories, beside `actionPlanQueries`: screens call
 * `useMutation(actionPlanMutations.updateSolution(queryClient, email, id))`. Each resolves once the server has the
 * change (its answer, or a re-read after a lost one) and rejects otherwise.
 */
export const actionPlanMutations = {
  all: () => ['action-plan'] as const,
  /** The keys of 'Mes leviers' writes, by which the page finds each card's last write in the mutation cache. */
  addToPlanKey: ['action-plan', 'add-to-plan'] as const,
  priorityKey: ['action-plan', 'priority'] as const,
  /**
   * Changes the status, deadline, owner or KPI of an action ('Mon pilotage'). The action's changes share a scope, so
   * a second change made while the first is on its way is sent once the first is answered: whatever order the server
   * would answer them in, the person's last choice is the one that stays.
   */
  updateSolution: (queryClient: QueryClient, email: string, id: number) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.all(), 'update', id],
      scope: actionScope(id),
      mutationFn: (changes: SolutionChanges) =>
        serverTruthAfter(
          () =>
            unwrap(
              apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
                params: { path: { email, solutionId: id } },
                body: changes,
              }),
            ),
          async () => {
            const plan = await queryClient.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            const solution = plan.find((entry) => entry.id === id);
            return solution && carries(solution, changes) ? solution : undefined;
          },
        ),
      onSuccess: async (solution) => {
        storeSolution(queryClient, email, solution);
        await refreshAround(queryClient, email);
      },
    }),
  /** '+ Ajouter mon KPI': the company's own indicator, chosen for the action at once (in the action's scope). */
  addKpi: (queryClient: QueryClient, email: string, id: number) =>
    mutationOptions({
      mutationKey: [...actionPlanMutations.all(), 'add-kpi', id],
      scope: actionScope(id),
      mutationFn: (content: string) =>
        serverTruthAfter(
          () =>
            unwrap(
              apiClient.POST('/users/solutions/{email}/plan/{solutionId}/kpis', {
                params: { path: { email, solutionId: id } },
                body: { label: content },
              }),
            ),
          async () => {
            const plan = await queryClient.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            const solution = plan.find((entry) => entry.id === id);
            return solution?.kpi?.content === content ? solution : undefined;
          },
        ),
      onSuccess: (solution) => storeSolution(queryClient, email, solution),
    }),
  /** A lever becomes an action 'À réaliser' ('Mes leviers'). */
  addToPlan: (queryClient: QueryClient, email: string) =>
    mutationOptions({
      mutationKey: actionPlanMutations.addToPlanKey,
      mutationFn: (leverId: number) =>
        serverTruthAfter(
          () =>
            unwrap(apiClient.POST('/users/solutions/{email}/plan', { params: { path: { email } }, body: { leverId } })),
          async () => {
            const plan = await queryClient.fetchQuery({ ...actionPlanQueries.plan(email), staleTime: 0 });
            return plan.find((entry) => entry.leverId === leverId);
          },
        ),
      onSuccess: async (solution) => {
        queryClient.setQueryData(actionPlanQueries.levers(email).queryKey, (levers) =>
          levers?.map((lever) => (lever.id === solution.leverId ? { ...lever, planSolutionId: solution.id } : lever)),
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: actionPlanQueries.plan(email).queryKey }),
          queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
        ]);
      },
    }),
  /**
   * Marks a question as a priority issue or takes it back (the dashboard's radar and donut follow). `leverId` names
   * the card that asked, whose save line shows the write ('Mes leviers'); the server is not sent it.
   */
  togglePriority: (queryClient: QueryClient, email: string) =>
    mutationOptions({
      mutationKey: actionPlanMutations.priorityKey,
      mutationFn: ({ questionId, priority }: { questionId: number; priority: boolean; leverId?: number }) =>
        serverTruthAfter(
          async () => {
            const params = { params: { path: { email, questionId } } };
            if (priority) await unwrap(apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', params));
            else await unwrap(apiClient.DELETE('/users/solutions/{email}/priority-issues/{questionId}', params));
            return { questionId, priority };
          },
          async () => {
            const levers = await queryClient.fetchQuery({ ...actionPlanQueries.levers(email), staleTime: 0 });
            const lever = levers.find((entry) => entry.questionId === questionId);
            return lever?.isPriority === priority ? { questionId, priority } : undefined;
          },
        ),
      onSuccess: async ({ questionId, priority }) => {
        queryClient.setQueryData(actionPlanQueries.levers(email).queryKey, (levers) =>
          levers?.map((lever) => (lever.questionId === questionId ? { ...lever, isPriority: priority } : lever)),
        );
        await queryClient.invalidateQueries({ queryKey: dashboardQueries.all() });
      },
    }),
};
