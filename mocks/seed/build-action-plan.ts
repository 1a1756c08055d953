import type { Faker } from '@faker-js/faker';
import { COMPASS_MARKER } from '../db/constants';
import type { DatabaseSnapshot, KpiOption, Lever } from '../db/schema';
import { EXTRA_LEVERS, KPIS_BY_QUESTION } from './action-plan-content';
import { ACTION_TEMPLATES, type ActionTemplate } from './content';

/** The same HTML the seeded actions carry: why it matters, then the first steps. */
export function leverDescription(template: ActionTemplate, withCompass: boolean): string {
  const steps = template.steps.map((step) => `<li>${step}</li>`).join('');
  const lead = withCompass ? `${COMPASS_MARKER} ` : '';
  return `<p><strong>Pourquoi ?</strong> ${template.why}</p><p>${lead}Premières étapes :</p><ul>${steps}</ul>`;
}

/**
 * The lever catalogue ('Mes leviers') with its KPI options, and the links of the already seeded actions to it: each
 * seeded action comes from the lever of the same title, and about half of the open and validated ones already have a
 * KPI chosen. Runs after the companies are seeded; only reads the faker it is given, in a fixed order.
 */
export function buildActionPlan(data: DatabaseSnapshot, faker: Faker): void {
  const questionByTitle = new Map(data.formQuestions.map((question) => [question.title, question]));
  const templates = [...ACTION_TEMPLATES, ...EXTRA_LEVERS];

  templates.forEach((template, index) => {
    const question = questionByTitle.get(template.questionTitle);
    if (!question || question.isFreeText) throw new Error(`Levier sans question notée : ${template.content}`);
    const lever: Lever = {
      id: index + 1,
      formQuestionId: question.id,
      content: template.content,
      description: leverDescription(template, index % 3 === 0),
      level: template.level,
    };
    data.levers.push(lever);
    for (const content of KPIS_BY_QUESTION[template.questionTitle] ?? []) {
      const option: KpiOption = {
        id: data.kpiOptions.length + 1,
        leverId: lever.id,
        companyId: null,
        solutionId: null,
        content,
      };
      data.kpiOptions.push(option);
    }
  });

  const leverByContent = new Map(data.levers.map((lever) => [lever.content, lever]));
  for (const solution of data.solutions) {
    const lever = leverByContent.get(solution.content);
    if (!lever) continue;
    solution.leverId = lever.id;
    if (faker.number.int(1) === 0) {
      const options = data.kpiOptions.filter((option) => option.leverId === lever.id);
      solution.kpiId = options.length > 0 ? faker.helpers.arrayElement(options).id : null;
    }
  }
}
