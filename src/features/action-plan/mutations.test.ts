import { MutationObserver } from '@tanstack/react-query';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '@/config/env';
import { db, findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { createTestContext } from '../../../tests/render';
import { holdFirstWriteUntilSecond, secondSentOrHeld } from '../../../tests/write-race';
import { actionPlanMutations } from './mutations';

/** Cobalt Numérique: answered, no priority issue yet. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const PRIORITY_ISSUE = `${config.apiUrl}/users/solutions/:email/priority-issues/:questionId`;

describe('actionPlanMutations.togglePriority', () => {
  it("sends one issue's marks in the order they were made, whichever cards asked (issue 49)", async () => {
    await signInAs(SARAH);
    const { queryClient } = createTestContext();
    const question = db.formQuestions.findFirst((q) => q.where({ title: 'Biodiversité et écosystèmes' }))!;
    const [first, second] = db.levers.findMany((q) => q.where({ formQuestionId: question.id }));
    // The server holds the mark until the unmark has been written, if it ever comes while the mark waits.
    const { arrived, answerFirst, resolver } = holdFirstWriteUntilSecond((request) => request.method);
    server.use(http.all(PRIORITY_ISSUE, resolver));
    const write = (leverId: number) =>
      new MutationObserver(
        queryClient,
        actionPlanMutations.togglePriority(SARAH, { questionId: question.id, leverId }),
      );

    const marked = write(first!.id).mutate(true);
    await expect.poll(() => arrived).toHaveLength(1);
    const unmarked = write(second!.id).mutate(false);
    await expect.poll(() => secondSentOrHeld(arrived, queryClient)).toBe(true);
    answerFirst();
    await Promise.all([marked, unmarked]);

    expect(arrived).toEqual(['PUT', 'DELETE']);
    const companyId = findUserByEmail(SARAH)?.companyId ?? -1;
    expect(db.likedQuestions.findMany((q) => q.where({ companyId })).map((liked) => liked.questionTitle)).not.toContain(
      question.title,
    );
  });
});
