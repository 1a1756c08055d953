/** The diagnosis questionnaire's static content: axes, the 27 questions, the frameworks they are tagged with. */
export * from './types';
export * from './axes';
export * from './frameworks';
export * from './questions';
