/** Matrix Review (spec 02 §2-§9), shared by the API, the worker and the web app; its limits are in constants.ts. */
export * from './types';
export * from './texts';
export * from './messages';
export * from './display';
export * from './columns';
export * from './cursor';
export * from './typedValues';
export * from './redline';
export * from './ask';
export * from './versions';
export * from './shortAnswerTexts';
