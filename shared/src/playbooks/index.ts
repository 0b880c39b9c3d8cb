export * from './playbookTexts';
export * from './playbooks';
export * from './demoPlaybook';
export * from './missingClause';
