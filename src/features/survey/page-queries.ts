import { surveyQueries } from './queries';

/** 'Enquête(s) → Tableau de bord': the company's survey and its results (its route's loader starts them). */
export const surveyDashboardPageQueries = () => ({ company: surveyQueries.company() });

/** /enquete/{shareToken}: the survey the shared link opens, for anyone who has it. */
export const publicSurveyPageQueries = (shareToken: string) => ({ survey: surveyQueries.publicForm(shareToken) });
