export * from './playbooks';
export * from './demoPlaybook';
export * from './missingClause';
